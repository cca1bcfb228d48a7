// Setup of the "unit-jsdom" project (components/, app/, content/); lib/'s tests run in node without it (jest.config.mjs).
import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";

// jsdom has no TextEncoder; jose needs one when a component test imports the auth configuration.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// findBy and waitFor give up after 1 s by default. Components load their rules and parts on demand (import()),
// and under CI's load (two cores, every step at once) a first import takes longer than that: a passing wait
// returns as soon as it passes, so a longer limit only slows a test that fails.
configure({ asyncUtilTimeout: 10_000 });
