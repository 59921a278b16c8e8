import { describe, expect, it } from "vitest";
import { type Exchange, pipeline, type Step } from "./pipeline";

const exchange = () => ({}) as Exchange;

describe("pipeline", () => {
  it("runs steps in order until one answers", () => {
    const seen: string[] = [];
    const step =
      (name: string, answers = false): Step =>
      (_exchange, next) => {
        seen.push(name);
        if (!answers) next();
      };
    pipeline([step("a"), step("b", true), step("c")], () => {})(exchange());
    expect(seen).toEqual(["a", "b"]);
  });

  it("hands a thrown or rejected error to onError, once", async () => {
    const errors: unknown[] = [];
    const onError = (_exchange: Exchange, error: unknown) => errors.push(error);
    pipeline(
      [
        () => {
          throw new Error("sync");
        },
      ],
      onError,
    )(exchange());
    pipeline([async () => Promise.reject(new Error("async"))], onError)(exchange());
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map((error) => (error as Error).message)).toEqual(["sync", "async"]);
  });
});
