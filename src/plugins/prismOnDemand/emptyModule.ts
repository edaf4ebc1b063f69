// Stands in for theme-classic's prism-include-languages client module (see prismOnDemand.ts): nothing to do at start.
export {};
