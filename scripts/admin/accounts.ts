import { createUser, grantRole, listUsers, revokeRole } from '../../domain/accounts/index.ts';
import { type AdminCommand, option, options } from './command.ts';

/**
 * Accounts commands (npm run admin -- <command> …):
 *   user:create --email E --password P --firstname F --lastname L [--role R …] [--activated]
 *   role:grant E ROLE_X      role:revoke E ROLE_X      user:list
 */
export const accountCommands: AdminCommand[] = [
  {
    name: 'user:create',
    usage: 'user:create --email E --password P --firstname F --lastname L [--role ROLE_X …] [--activated]',
    async run(ctx, args) {
      const { id } = await createUser(ctx, {
        email: option(args, 'email') ?? '',
        password: option(args, 'password') ?? '',
        firstname: option(args, 'firstname') ?? '',
        lastname: option(args, 'lastname') ?? '',
        roles: options(args, 'role'),
        activated: args.includes('--activated'),
      });
      return `compte n° ${id} créé${args.includes('--activated') ? ' (activé)' : ' (à activer : « Compte oublié » envoie un lien)'}`;
    },
  },
  {
    name: 'role:grant',
    usage: 'role:grant EMAIL ROLE_X',
    async run(ctx, [email, role]) {
      if (!email || !role) throw new Error('usage : role:grant EMAIL ROLE_X');
      await grantRole(ctx, email, role);
      return `${role} accordé à ${email}`;
    },
  },
  {
    name: 'role:revoke',
    usage: 'role:revoke EMAIL ROLE_X',
    async run(ctx, [email, role]) {
      if (!email || !role) throw new Error('usage : role:revoke EMAIL ROLE_X');
      await revokeRole(ctx, email, role);
      return `${role} retiré à ${email}`;
    },
  },
  {
    name: 'user:list',
    usage: 'user:list',
    async run(ctx) {
      const users = await listUsers(ctx);
      if (users.length === 0) return 'aucun compte';
      return users
        .map(
          (u) =>
            `${String(u.id).padStart(5)}  ${u.email}  ${u.firstname} ${u.lastname}  ${u.activated ? 'actif' : 'inactif'}  ${u.roles.join(' ')}`,
        )
        .join('\n');
    },
  },
];
