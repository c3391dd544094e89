import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../db/client.ts';
import { queueSpecs } from '../../domain/jobs.ts';
import { loadConfig } from '../../platform/config.ts';
import { openJobQueue } from '../../platform/jobs.ts';
import { createLogger } from '../../platform/logger.ts';
import { migrationsFolder } from '../../db/migrations-folder.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite folder that each test file copies (PGlite runs). */
    pgliteTemplate: string;
    /** A migrated database on the TEST_DATABASE_URL server that each test file clones (PostgreSQL runs). */
    templateDatabase: string;
  }
}

/**
 * Migrates once per run, not once per test file: on PostgreSQL into a template database (dropped at the end),
 * on PGlite into a folder kept in node_modules/.cache and reused while the migrations and PGlite stay the same.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('pgliteTemplate', await pgliteTemplate());
    return;
  }
  const name = `tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await prepare(await openDatabase({ url: url.toString(), poolSize: 1 }));
  project.provide('templateDatabase', name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

export async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export async function pgliteTemplate(): Promise<string> {
  const cache = path.resolve('node_modules/.cache/mission-tests');
  const folder = path.join(cache, `pglite-${migrationsHash()}`);
  if (existsSync(folder)) return folder;
  mkdirSync(cache, { recursive: true });
  // Built beside, then renamed: a run started meanwhile never sees half a folder.
  const building = mkdtempSync(path.join(cache, 'building-'));
  await prepare(await openDatabase({ dataDir: building }));
  try {
    renameSync(building, folder);
  } catch (error) {
    // Another run renamed its copy first: use that one.
    if (!existsSync(folder)) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  return folder;
}

/** A template holds the migrated schema and the job queue's own tables and queues, then is closed. */
async function prepare(database: Database) {
  const jobs = await openJobQueue({
    sql: database.sql,
    log: createLogger(loadConfig({ LOG_LEVEL: 'silent' })),
    queues: queueSpecs(),
  });
  await jobs.stop();
  await database.close();
}

/** The migrations' files, PGlite's and the job queue's versions: a change to any makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'pg-boss'])
    hash.update(JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version);
  hash.update(JSON.stringify(queueSpecs()));
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
