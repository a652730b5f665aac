/** The local card form's input handling moved to lib/card-input.ts (issue 34: HR's company card form uses it too). */
export * from '../../../lib/card-input';
