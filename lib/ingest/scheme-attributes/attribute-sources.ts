/** What plan_facts.source, fund_managers.source and idcw_declarations.source say for each scheme-attribute file. */
export const UTI_RISKOMETER_SOURCE = "UTI AMC riskometer disclosure";
export const UTI_IDCW_SOURCE = "UTI AMC IDCW declarations";
export const MOTILAL_SOURCE = "Motilal Oswal AMC website";
