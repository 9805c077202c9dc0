/** The parts of shared-contracts the api uses (its server entry). */
export * from 'shared-contracts/server';
