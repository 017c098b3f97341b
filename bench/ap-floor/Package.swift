// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "apfloor",
    dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")],
    targets: [.executableTarget(name: "apfloor", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])]
)
