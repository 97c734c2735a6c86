// Types for @adobe/structured-data-validator (it ships none): what the structured-data tests use.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: unknown[];
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: {
      jsonld: Record<string, unknown[]>;
      microdata: Record<string, unknown[]>;
      rdfa: Record<string, unknown[]>;
    }): Promise<ValidationIssue[]>;
  }
}
