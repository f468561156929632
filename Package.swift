// swift-tools-version: 6.1
import PackageDescription

// HeadlessUIKit: UIKit's view-controller model, headless, on Linux first.
// The core library depends on Foundation, swift-log, LayoutSolver and InterfaceBuilder (its NIBArchive codec, and the
// compiler for .xib/.storyboard sources loaded at run time); InterfaceBuilder (reading and compiling
// .xib/.storyboard files) depends on Foundation only and knows nothing of the runtime; the command line adds
// swift-argument-parser. SourceRewriter (and its command headless-rewrite) depends on swift-syntax, which the core
// library never sees.

var products: [Product] = [
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
    .executable(name: "headless", targets: ["headless"]),
    .library(name: "SourceRewriter", targets: ["SourceRewriter"]),
    .executable(name: "headless-rewrite", targets: ["headless-rewrite"]),
    .library(name: "HeadlessOSLog", targets: ["HeadlessOSLog"]),
    .library(name: "XcodeProject", targets: ["XcodeProject"]),
    .library(name: "IBLint", targets: ["IBLint"]),
    .plugin(name: "HeadlessApp", targets: ["HeadlessApp"]),
    .library(name: "HeadlessRendering", targets: ["HeadlessRendering"]),
    .library(name: "HeadlessSnapshotTesting", targets: ["HeadlessSnapshotTesting"]),
]

var targets: [Target] = [
    .target(
        name: "HeadlessUIKit",
        dependencies: ["InterfaceBuilder", "LayoutSolver", .product(name: "Logging", package: "swift-log")]
    ),
    .target(name: "InterfaceBuilder"),
    // Auto Layout's arithmetic: an incremental simplex (Cassowary family) with lexicographic
    // priorities. Knows nothing of views; HeadlessUIKit's Layout/ folder maps views onto it.
    .target(name: "LayoutSolver"),
    .target(name: "HeadlessExample", dependencies: ["HeadlessUIKit"], path: "Examples/HeadlessExample", resources: [.copy("Resources")]),
    // Removes temporary folders when a Swift trap (UIKit's exceptions, headless) ends a process: used by the
    // `headless` tool and by the tests' scratch folder. Foundation only.
    .target(name: "TrapCleanup"),
    .executableTarget(
        name: "headless",
        dependencies: [
            "HeadlessUIKit",
            "InterfaceBuilder",
            "HeadlessExample",
            "AppearanceFuzz",
            "IBLint",
            "IBGen",
            "HeadlessRendering",
            "TrapCleanup",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]
    ),
    // Rewrites an iOS app's Swift file so it compiles on Linux against HeadlessUIKit (@IBOutlet → @Outlet,
    // #selector → a string, action tables…). Works on the syntax tree (swift-syntax); knows nothing of HeadlessUIKit.
    .target(
        name: "SourceRewriter",
        dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]
    ),
    .executableTarget(name: "headless-rewrite", dependencies: ["SourceRewriter"]),
    // `import os.log` on Linux (the rewriter turns it into `import HeadlessOSLog`): os_log, OSLog, OSLogType, Logger.
    .target(name: "HeadlessOSLog", dependencies: [.product(name: "Logging", package: "swift-log")]),
    // Reads an Xcode project for what an app is (sources, resources, Info.plist). Foundation only: its two main
    // files are also compiled into the HeadlessApp plugin (symbolic links in Plugins/HeadlessApp).
    .target(name: "XcodeProject"),
    // Random but valid sequences of container operations and the checks of rule 31 after each step (issue 11):
    // the property-based appearance tests and `headless benchmark --appearance` share it. Not a product.
    .target(name: "AppearanceFuzz", dependencies: ["HeadlessUIKit"]),
    .executableTarget(name: "headless-app", dependencies: ["XcodeProject"]),
    // Builds an iOS app's own files as a SwiftPM module on Linux: rewritten sources, the app's bundle, HeadlessApp.launch().
    .plugin(name: "HeadlessApp", capability: .buildTool(), dependencies: ["headless-rewrite", "headless-app"]),
    // One scratch folder per test process for the tests' temporary files, removed at exit (docs/architecture.md).
    .target(name: "TestScratch", dependencies: ["TrapCleanup"], path: "Tests/TestScratch"),
    .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "TestScratch"]),
    .testTarget(name: "SourceRewriterTests", dependencies: ["SourceRewriter"]),
    .testTarget(name: "HeadlessOSLogTests", dependencies: ["HeadlessOSLog"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "HeadlessExample", "AppearanceFuzz", "TestScratch"]),
    .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "TestScratch"]),
    // `headless lint`: rules over the InterfaceBuilder model (IBLinter's identifiers and more), config, reporters.
    .target(name: "IBLint", dependencies: ["InterfaceBuilder"]),
    .testTarget(name: "IBLintTests", dependencies: ["IBLint", "InterfaceBuilder", "IBGen", "TestScratch"]),
    // `headless gen`: type-safe Swift (SwiftGen/R.swift style) from the InterfaceBuilder model; knows nothing of the runtime.
    .target(name: "IBGen", dependencies: ["InterfaceBuilder"]),
    .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
    // Issue 12's renderer: a recorded `Drawing` to pixels (pure Swift rasterizer, FreeType for glyphs), PNG (zlib)
    // and SVG. The core never depends on it; it finds `HeadlessRendering.RasterBackend` by name when linked.
    .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                   providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    .target(name: "HeadlessRendering", dependencies: ["HeadlessUIKit", "CFreeType", "CZlib"]),
    .testTarget(name: "HeadlessRenderingTests", dependencies: ["HeadlessRendering", "HeadlessUIKit"]),
    // swift-snapshot-testing's image, SVG and description strategies for UIView, UIViewController and UIImage on
    // Linux (its own are compiled for Apple platforms only).
    .target(name: "HeadlessSnapshotTesting", dependencies: [
        "HeadlessUIKit", "HeadlessRendering", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ]),
    .testTarget(name: "HeadlessSnapshotTestingTests", dependencies: ["HeadlessSnapshotTesting", "HeadlessUIKit", "HeadlessExample"],
                exclude: ["__Snapshots__"]),
]

// `import UIKit` on Linux: a module of that name that re-exports HeadlessUIKit.
// Apple platforms have the real UIKit, so the product exists on Linux only.
#if os(Linux)
products.append(.library(name: "UIKit", targets: ["UIKit"]))
// HeadlessOSLog comes along so that an app's `import os.log`, rewritten to `import HeadlessOSLog`, finds its module.
targets.append(.target(name: "UIKit", dependencies: ["HeadlessUIKit", "_Testing_UIKit", "HeadlessOSLog"]))
// Swift Testing's cross-import overlay for Testing + UIKit is missing from Linux toolchains;
// this empty stand-in makes `import Testing` and `import UIKit` work together (see its source).
targets.append(.target(name: "_Testing_UIKit"))
// HeadlessUIKit is listed too: SwiftPM does not rebuild a module that sees HeadlessUIKit only
// through `UIKit`'s re-export when HeadlessUIKit's class layout changes (a stale build then crashes).
targets.append(.testTarget(name: "UIKitImportTests", dependencies: ["UIKit", "HeadlessUIKit"]))
// The apps built by the HeadlessApp plugin. `HEADLESS_NO_APPS=1 swift build -c release --product headless` leaves them
// out: SwiftPM builds a build-tool plugin's tools (here swift-syntax, many minutes in release) for every target that
// uses the plugin, even when the product asked for does not need them; release benchmarks do not.
if Context.environment["HEADLESS_NO_APPS"] == nil {
    // Apple's FoodTracker, untouched in ../shared/clients, built by the README's recipe (Tests/Apps/*/HeadlessApp.swift
    // name the project), with its own unit tests and the story tests that drive it.
    targets.append(.target(name: "FoodTracker", dependencies: ["UIKit"], path: "Tests/Apps/FoodTracker",
                           swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["HeadlessApp"]))
    targets.append(.testTarget(name: "FoodTrackerTests", dependencies: ["FoodTracker"], path: "Tests/Apps/FoodTrackerTests",
                               swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["HeadlessApp"]))
    targets.append(.testTarget(name: "FoodTrackerStories", dependencies: ["FoodTracker", "SceneApp", "UIKit", "HeadlessUIKit",
                                                                        "HeadlessSnapshotTesting"],
                               exclude: ["__Snapshots__"]))
    // A scene-based app of Xcode 16's shape (Tests/Fixtures/SceneApp), built by the same recipe; its stories are in
    // FoodTrackerStories too, which drives apps built by the plugin.
    targets.append(.target(name: "SceneApp", dependencies: ["UIKit"], path: "Tests/Apps/SceneApp",
                           swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["HeadlessApp"]))
}
// `headless gen`'s output for the example app, committed and compiled here against HeadlessUIKit (a golden test
// regenerates it), and its validate() run.
targets.append(.testTarget(name: "IBGenTests", dependencies: ["IBGen", "InterfaceBuilder", "UIKit", "HeadlessUIKit", "HeadlessExample",
                                                            "TestScratch"]))
#endif

let package = Package(
    name: "HeadlessUIKit",
    platforms: [.macOS(.v14)],
    products: products,
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
