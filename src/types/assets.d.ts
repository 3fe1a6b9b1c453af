declare module "*.css"
declare module "*.svg" {
  const url: string
  export default url
}
declare module "*.png" {
  const url: string
  export default url
}
declare module "*.woff2" {
  const url: string
  export default url
}
