import { z } from 'zod';

/**
 * The answers of the back office's calls (their `data`), as the domain's types give them (domain/admin): the fields
 * a client relies on, others allowed. Dates travel as ISO strings.
 */
const date = z.string();

/** What a staff change answers: the sentence the back office shows. */
export const doneSchema = z.object({ message: z.string() });
export const createdSchema = doneSchema.extend({ id: z.number() });

/** A page of a staff list: its rows, how many in all, the query as read (sort, filters, page) and the page's size. */
const listOf = (row: z.ZodType) =>
  z.looseObject({ rows: z.array(row), total: z.number(), query: z.looseObject({}), pageSize: z.number() });

export const dashboardSchema = z.object({
  donations: z.object({ monthCents: z.number(), monthCount: z.number(), yearCents: z.number(), yearCount: z.number() }),
  members: z.object({ total: z.number(), activated: z.number(), admins: z.number() }),
  subscribers: z.object({ total: z.number(), withCredit: z.number() }),
  recentMessages: z.number(),
  failedMails: z.number(),
  nextBallot: z.object({ slug: z.string(), title: z.string(), closesAt: date }).nullable(),
});

export const journalSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: date,
      actorEmail: z.string(),
      action: z.string(),
      subjectType: z.string(),
      subjectId: z.string(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  total: z.number(),
  query: z.looseObject({}),
});

export const mediaListSchema = listOf(
  z.looseObject({
    id: z.number(),
    titre: z.string(),
    type: z.string(),
    datePublication: z.string().nullable(),
    publique: z.boolean(),
    updatedAt: date,
  }),
);
export const staffMediaSchema = z.looseObject({ id: z.number(), titre: z.string(), updatedAt: date });
export const mediaLinksSchema = z.looseObject({});

export const memberListSchema = listOf(
  z.looseObject({
    id: z.number(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    activated: z.boolean(),
    roles: z.array(z.string()),
  }),
);
export const memberSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  roles: z.array(z.string()),
  grantableRoles: z.array(z.string()),
});
export const memberDataSchema = z.looseObject({
  exportedAt: date,
  account: z.record(z.string(), z.unknown()),
  roles: z.array(z.string()),
});

const church = z.looseObject({
  id: z.number(),
  slug: z.string(),
  nom: z.string(),
  codePostal: z.string(),
  ville: z.string(),
  pays: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const churchListSchema = listOf(church);
export const churchSchema = church;
export const churchSavedSchema = createdSchema.extend({ slug: z.string() });

const homeCardWords = z.object({ titre: z.string(), sousTitre: z.string(), texte: z.string() });
export const homeCardSchema = z.looseObject({
  id: z.number(),
  bloc: z.number(),
  rang: z.number(),
  lien: z.string(),
  icone: z.string(),
  image: z.string(),
  textes: z.record(z.string(), homeCardWords),
});

const message = z.looseObject({
  id: z.number(),
  nom: z.string(),
  adresseEmail: z.string(),
  createdAt: date,
  handledAt: date.nullable(),
});
export const messageListSchema = listOf(message).extend({ waiting: z.number() });
export const messageSchema = message;

export const outboxSchema = listOf(
  z.object({
    id: z.string(),
    queue: z.string(),
    state: z.string(),
    to: z.string().nullable(),
    subject: z.string().nullable(),
    createdOn: date,
    completedOn: date.nullable(),
    attempts: z.number(),
    error: z.string().nullable(),
  }),
);

export const liveSchema = z.looseObject({ meetings: z.looseObject({}), information: z.unknown() });

export const ballotsSchema = z.looseObject({
  ballots: z.array(
    z.looseObject({
      slug: z.string(),
      title: z.string(),
      state: z.string(),
      opensAt: date,
      closesAt: date,
      voters: z.number(),
      electorate: z.number(),
    }),
  ),
});

export const surveyListSchema = z.array(
  z.object({ slug: z.string(), titre: z.string(), closesAt: date, invited: z.number(), answered: z.number() }),
);
export const surveySchema = z.object({
  survey: z.looseObject({ slug: z.string(), titre: z.string(), closesAt: date }),
  people: z.array(z.looseObject({ email: z.string(), firstname: z.string(), lastname: z.string() })),
});

const privateFile = z.looseObject({
  id: z.number(),
  titre: z.string(),
  role: z.string(),
  rubrique: z.string(),
  rang: z.number(),
  url: z.string(),
});
export const privateFileListSchema = z.array(privateFile);
export const privateFileSchema = privateFile;

export const donationListSchema = listOf(
  z.looseObject({
    id: z.number(),
    reference: z.string(),
    nom: z.string(),
    prenom: z.string(),
    email: z.string(),
    amountCents: z.number(),
    choix: z.enum(['RIB', 'CHEQUE', 'CARTE']).nullable(),
    etat: z.enum(['NOUVEAU', 'PROMIS', 'PAIEMENT_CARTE', 'PAYE']),
    createdAt: date,
    paidAt: date.nullable(),
    receipt: z.string().nullable(),
  }),
);
export const donationSchema = z.looseObject({
  id: z.number(),
  reference: z.string(),
  etat: z.string(),
  receipts: z.array(z.looseObject({ code: z.string(), inForce: z.boolean() })),
});
export const receiptIssuedSchema = doneSchema.extend({ receipt: z.string() });

export const regularGivingSchema = z.looseObject({
  month: z.string(),
  monthlyCents: z.number(),
  trend: z.array(z.object({ month: z.string(), cents: z.number(), count: z.number() })),
  donors: z.array(z.looseObject({ id: z.number(), state: z.enum(['active', 'paused', 'failing', 'stopped']) })),
  payments: z.array(z.looseObject({ id: z.number(), dueOn: z.string(), amountCents: z.number(), status: z.string() })),
  failures: z.array(z.looseObject({ id: z.number() })),
});
export const annualReceiptsPreviewSchema = z.object({
  years: z.array(z.number()),
  preview: z.object({
    year: z.number(),
    donors: z.array(z.looseObject({ userId: z.number(), payments: z.number(), totalCents: z.number() })),
    totalCents: z.number(),
    token: z.string(),
  }),
});
export const annualReceiptsRunSchema = doneSchema.extend({ issued: z.number() });
export const reversalSchema = doneSchema.extend({ receipt: z.string().nullable() });

export const subscriberListSchema = listOf(
  z.looseObject({ id: z.number(), nom: z.string(), prenom: z.string(), credit: z.number() }),
);
export const subscriberSchema = z.looseObject({ id: z.number(), nom: z.string(), prenom: z.string() });
export const issuesSchema = z.object({
  issues: z.array(z.looseObject({ id: z.number(), numero: z.union([z.number(), z.string()]) })),
  subscribersWithCredit: z.number(),
});
export const shippedSchema = doneSchema.extend({ revueId: z.number(), shipped: z.number() });
export const shipmentSchema = z.looseObject({ parcels: z.array(z.looseObject({})) });

export const uploadedSchema = z.looseObject({ id: z.number() });
