// Where scripts/stages.mjs keeps a stage's output, and where scripts/test-summary.mjs reads it.
export const stageLog = (script) => `test-results/stage-${script.replaceAll(':', '-')}.log`;
