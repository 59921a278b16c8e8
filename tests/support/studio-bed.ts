import { expect, vi } from "vitest";
import { createStudio, type Studio, type StudioActor, type StudioDeps } from "~/.server/content/studio";
import { type ContentBus, type ContentChange, createContentBus } from "~/.server/content-bus";
import type { DatabaseHandle } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import { AppError } from "~/.server/http/app-error";
import type { Logger } from "~/.server/log";
import { createContentServices } from "~/.server/services";
import type { TestDatabaseTarget } from "./test-databases";

/**
 * What the content studio's tests share: the staff who act, and a fresh
 * database with the content services, the content bus (every change it
 * carries collected in `changes`) and a studio over them.
 */
export const STUDIO_TEST_ZONE = "America/New_York";
export const alice: StudioActor = { id: "u-alice", email: "alice@agency.test", role: "admin" };
export const bob: StudioActor = { id: "u-bob", email: "bob@agency.test", role: "admin" };
export const sam: StudioActor = { id: "u-sam", email: "sam@agency.test", role: "super_admin" };
/** The request context of an audited change by `actor`. */
export const as = (actor: StudioActor) => ({ actor, clientIp: "203.0.113.9" });

/**
 * The quality gates (issue 24 item 5) for tests of the studio's workflow,
 * whose short articles are not what the gates are about: every draft
 * passes. The gates' own tests (app/.server/content/gates) use the real
 * ones, refusals included.
 */
export const gatesNotUnderTest: NonNullable<StudioDeps["gates"]> = { assertDraftPasses: async () => {} };

export const quietLogger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as Logger;

export interface StudioBed {
  database: DatabaseHandle;
  bus: ContentBus;
  changes: ContentChange[];
  content: ReturnType<typeof createContentServices>;
  studio: Studio;
  log: Logger;
}

/**
 * A migrated database with `actors` as staff users, and a studio whose clock
 * is `now` (the real one when absent). The caller closes `database`.
 */
export async function openStudioBed(
  target: TestDatabaseTarget,
  options: { actors?: StudioActor[]; now?: () => Date; gates?: StudioDeps["gates"] } = {},
): Promise<StudioBed> {
  const database = await target.open();
  await database.migrate();
  const log = quietLogger();
  const bus = createContentBus(log);
  const changes: ContentChange[] = [];
  bus.subscribe("all", (change) => changes.push(change));
  const content = createContentServices({ database, log, bus });
  const studio = createStudio({
    db: () => database.db,
    bus,
    log,
    timeZone: STUDIO_TEST_ZONE,
    now: options.now,
    gates: options.gates ?? gatesNotUnderTest,
  });
  const actors = options.actors ?? [];
  if (actors.length > 0) {
    await database.db.insert(users).values(
      actors.map((actor) => ({
        id: actor.id,
        name: actor.email.split("@")[0] as string,
        email: actor.email,
        role: actor.role,
      })),
    );
  }
  return { database, bus, changes, content, studio, log };
}

/** Rejects with an error of `kind` (an AppError when not named); returns it for more checks. */
export async function refusal<E extends Error = AppError>(
  promise: Promise<unknown>,
  kind: abstract new (...args: never[]) => E = AppError as unknown as abstract new (
    ...args: never[]
  ) => E,
): Promise<E> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}
