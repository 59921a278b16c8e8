import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { createCityServiceContentReader } from "../../content/city-services/reader";
import { contentResearch } from "../../db/schema";
import { runSeeds } from "../../seed";
import { loadCityDirectory } from "./directory";
import { loadOtherLocations } from "./other-locations";
import { createLocationReader } from "./reader";

describe.each(testDatabaseTargets)("directory and city service reads on $name", (target) => {
  const database = migratedDatabase(target, { per: "file", prepare: runSeeds });
  const reader = () => createLocationReader({ db: () => database.db });

  it("features the first three states with their five largest cities, and lists the rest as Other Locations", async () => {
    const directory = await loadCityDirectory({ reader: reader() });
    expect(directory.featured.map((entry) => entry.state)).toEqual([
      { name: "California", href: "/locations/california" },
      { name: "New York", href: "/locations/new-york" },
      { name: "Texas", href: "/locations/texas" },
    ]);
    const california = directory.featured[0]!;
    expect(california.cities.map((city) => city.name)).toEqual([
      "Los Angeles",
      "San Diego",
      "San Jose",
      "San Francisco",
      "Fresno",
    ]);
    expect(california.cities[0]!.href).toBe("/rehab-marketing/california/los-angeles");
    expect(california.seeAllHref).toBe("/locations/california");
    expect(directory.others).toHaveLength(48);
    expect(directory.others.slice(0, 3).map((state) => state.name)).toEqual(["Florida", "Illinois", "Alabama"]);
  });

  it("links cities to the treatment type's service, rehab marketing for unknown types", async () => {
    const iop = await loadCityDirectory({ reader: reader(), treatmentType: "iop" });
    expect(iop.featured[2]!.cities[0]!.href).toBe("/iop-marketing/texas/houston");
    const unknown = await loadCityDirectory({ reader: reader(), treatmentType: "equine-therapy" });
    expect(unknown.featured[2]!.cities[0]!.href).toBe("/rehab-marketing/texas/houston");
  });

  it("omits See all cities when a featured state has five cities or fewer", async () => {
    const locations = reader();
    const states = await locations.states();
    const fewStates = states.filter((state) => ["Illinois", "Vermont", "Maine"].includes(state.name));
    const directory = await loadCityDirectory({ reader: { ...locations, states: async () => fewStates } });
    const vermont = directory.featured.find((entry) => entry.state.name === "Vermont")!;
    expect(vermont.cities.length).toBeLessThanOrEqual(5);
    expect(vermont.seeAllHref).toBeNull();
  });

  it("lists other locations: at most three rehab marketing links per state, never the page's own city", async () => {
    const locations = reader();
    const austin = (await locations.cityBySlugs("texas", "austin"))!;
    const groups = await loadOtherLocations(austin, locations);
    expect(groups[0]!.state).toBe("Texas");
    for (const group of groups) {
      expect(group.cities.length).toBeLessThanOrEqual(3);
      for (const city of group.cities) expect(city.href).toMatch(/^\/rehab-marketing\/[a-z-]+\/[a-z0-9-]+$/);
    }
    expect(groups.flatMap((group) => group.cities).map((city) => city.href)).not.toContain("/rehab-marketing/texas/austin");
  });

  it("reads the published record of a service and place, cached, ignoring drafts and other places", async () => {
    const locations = reader();
    const austin = (await locations.cityBySlugs("texas", "austin"))!;
    const dallas = (await locations.cityBySlugs("texas", "dallas"))!;
    await database.db.insert(contentResearch).values([
      {
        contentType: "service_type_location",
        city: "Austin",
        state: "TX",
        serviceType: "seo",
        status: "published",
        title: "SEO in Austin",
        content: "<p>Austin</p>",
      },
      {
        contentType: "service_type_location",
        city: "Dallas",
        state: "Texas",
        serviceType: "seo",
        status: "draft",
        title: "Draft",
        content: "<p>Draft</p>",
      },
    ]);
    const content = createCityServiceContentReader({ db: () => database.db });
    expect(await content.forPage("seo", austin)).toMatchObject({ title: "SEO in Austin", content: "<p>Austin</p>" });
    expect(await content.forPage("ppc", austin)).toBeNull();
    expect(await content.forPage("seo", dallas)).toBeNull();

    await database.db.insert(contentResearch).values({
      contentType: "service_type_location",
      city: "Austin",
      state: "Texas",
      serviceType: "ppc",
      status: "published",
      title: "PPC in Austin",
      content: "<p>PPC</p>",
    });
    expect(await content.forPage("ppc", austin)).toBeNull();
    content.invalidate();
    expect(await content.forPage("ppc", austin)).toMatchObject({ title: "PPC in Austin" });
  });
});
