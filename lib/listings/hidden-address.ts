/** What a listing shows for its address when the vendor asked to hide it. */
export const ADDRESS_ON_REQUEST = "Address available on request";
