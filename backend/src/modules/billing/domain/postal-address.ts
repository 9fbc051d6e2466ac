/** The lines of a postal address, as every printed document lays them out (shared with delivery challans). */
export { postalAddressLines } from '../../../shared/postal-address';
