import { issueCredentialSchema } from '@sacred/core/passport';
import { route, type RestRoute } from '../platform/rest/rest';
import { Credential, Passport } from './passport.types';

export const passportRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/passport',
    answer: Passport,
    access: 'member',
    summary: 'Your pilgrim passport: every accepted checkpoint as a stamp, by journey',
    handle: ({ member }, ctx) => ctx.services.passport.passport(member),
  }),
  route({
    method: 'post',
    path: '/passport/credentials',
    answer: Credential,
    access: 'member',
    status: 201,
    summary: 'Issue the signed credential of one of your completed journeys (again: show or hide your name)',
    schema: { body: issueCredentialSchema },
    handle: ({ body, member }, ctx) => ctx.services.passport.issueCredential(member, body),
  }),
  route({
    method: 'get',
    path: '/credentials/:id',
    answer: Credential,
    summary: 'A pilgrim credential and whether its signature verifies (anyone; the QR code leads here)',
    handle: ({ params }, ctx) => ctx.services.passport.verify(params.id),
  }),
];
