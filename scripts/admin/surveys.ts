import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inviteToSurvey, surveyAnswersWorkbook } from '../../domain/surveys/index.ts';
import { type AdminCommand, option } from './command.ts';

/**
 * Staff commands of the surveys area (npm run admin -- <command> …):
 *   survey:invite --email E --firstname F --lastname L [--choir] [--orchestra] [--sondage SLUG]
 *       records the person (choir and/or orchestra member) and mails them their personal link; inviting again sends
 *       a new link and the former one stops working
 *   survey:export FILE.xlsx [--sondage SLUG]
 *       writes the answers to a spreadsheet (the latest survey unless one is named)
 */
export const surveyCommands: AdminCommand[] = [
  {
    name: 'survey:invite',
    usage: 'survey:invite --email E --firstname F --lastname L [--choir] [--orchestra] [--sondage SLUG]',
    async run(ctx, args) {
      const { survey, participant } = await inviteToSurvey(ctx, {
        email: option(args, 'email'),
        firstname: option(args, 'firstname'),
        lastname: option(args, 'lastname'),
        chorale: args.includes('--choir'),
        orchestre: args.includes('--orchestra'),
        sondage: option(args, 'sondage'),
      });
      return `invitation au sondage « ${survey.titre} » envoyée à ${participant.email}`;
    },
  },
  {
    name: 'survey:export',
    usage: 'survey:export FICHIER.xlsx [--sondage SLUG]',
    async run(ctx, args) {
      const [file] = args;
      if (!file || !file.endsWith('.xlsx')) throw new Error('usage : survey:export FICHIER.xlsx [--sondage SLUG]');
      const { bytes, rows } = await surveyAnswersWorkbook(ctx, option(args, 'sondage'));
      const target = path.resolve(file);
      await writeFile(target, bytes);
      return `${rows} personne(s) exportée(s) dans ${target}`;
    },
  },
];
