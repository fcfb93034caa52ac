/** Id ranges derived from the tenant number, so tenants never collide and can be generated alone. */
export const ids = {
  site: (n: number) => n,
  dealership: (n: number, k: number) => n * 100 + k,
  location: (n: number, k: number) => n * 1000 + k,
  firstCar: (n: number) => n * 100_000 + 1,
  firstReview: (n: number) => n * 100_000 + 1,
};
