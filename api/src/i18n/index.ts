export * from './translator';
export { AudienceRepository } from './audience.repository';
