import { correctReceipt, markReceived } from '../../domain/donations/index.ts';
import { formatEuros } from '../../domain/money.ts';
import { type AdminCommand, option } from './command.ts';

/**
 * Staff commands of the donations area (npm run admin -- <command> …):
 *   donation:received ID [--date AAAA-MM-JJ]   a promised transfer or cheque has arrived: marks it paid, mails the receipt
 *   receipt:correct CODE --nom X …              issues a corrected receipt (new number) for a donor's details
 * ID is the donation's number or its public id (the reference DON-XXXXXXXX is the start of the latter).
 */
export const donationCommands: AdminCommand[] = [
  {
    name: 'donation:received',
    usage: 'donation:received ID [--date AAAA-MM-JJ]',
    async run(ctx, args) {
      const [id] = args;
      if (!id) throw new Error('usage : donation:received ID [--date AAAA-MM-JJ]');
      const date = option(args, 'date');
      if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('la date s’écrit AAAA-MM-JJ');
      const { donation, receipt } = await markReceived(ctx, {
        donation: id,
        date: date ? new Date(`${date}T12:00:00Z`) : undefined,
      });
      return `don ${donation.id} réglé (${formatEuros(donation.amountPaidCents ?? 0)}) : reçu fiscal n° ${receipt.code} envoyé à ${donation.email}`;
    },
  },
  {
    name: 'receipt:correct',
    usage:
      'receipt:correct CODE [--civilite M.|Mme|Mlle] [--nom X] [--prenom X] [--adressePostale X] [--codePostal X] [--ville X] [--pays X]',
    async run(ctx, args) {
      const [code] = args;
      if (!code) throw new Error('usage : receipt:correct CODE --nom X …');
      const fields = ['civilite', 'nom', 'prenom', 'adressePostale', 'codePostal', 'ville', 'pays'];
      const changes = Object.fromEntries(
        fields.flatMap((f) => (option(args, f) !== undefined ? [[f, option(args, f)]] : [])),
      );
      const receipt = await correctReceipt(ctx, code, changes);
      return `reçu n° ${receipt.code} émis, il remplace le reçu n° ${code}`;
    },
  },
];
