/** Every route a guest can open, with the test world's altar and pilgrimage: what the layout-wide tests visit. */
export function guestPaths(altarId: number, pilgrimageId: number): string[] {
  return [
    '/',
    '/guest',
    '/guest/pilgrimages',
    '/guest/pilgrimages?view=browse',
    `/guest/pilgrimage/${pilgrimageId}`,
    `/guest/altar/${altarId}`,
    '/guest/feed',
    '/guest/profile',
    '/login',
    '/signup',
    '/reset-password',
    '/reset-password?token=not-a-real-token',
    '/verify-email?token=not-a-real-token',
    '/sign-in-link?token=not-a-real-token',
    '/unsubscribe?token=not-a-real-token',
    '/walk-safe/opt-out?token=not-a-real-token',
    '/share/not-a-real-token',
    '/no/such/place',
  ];
}

/** Every route of a member with a journey under way on the pilgrimage. */
export function memberPaths(altarId: number, pilgrimageId: number): string[] {
  return [
    '/',
    '/pilgrimages',
    '/pilgrimages?view=browse',
    `/pilgrimage/${pilgrimageId}`,
    `/pilgrimage/active?id=${pilgrimageId}`,
    `/altar/${altarId}`,
    '/create-altar',
    '/create-pilgrimage',
    `/create-pilgrimage?altars=${altarId}`,
    '/feed',
    '/profile',
    '/settings',
    '/passport',
    '/intentions',
  ];
}
