// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Tiny",
  products: [
    .library(name: "Calc", targets: ["Calc"])
  ],
  targets: [
    .target(name: "Calc"),
    .testTarget(name: "CalcTests", dependencies: ["Calc"]),
    .testTarget(name: "AcceptanceTests", dependencies: ["Calc"]),
  ],
  swiftLanguageModes: [.v6]
)
