import Foundation
import Testing
import XcodeProject
import TestScratch

/// A scratch folder with an app's files, removed at the end.
struct ScratchApp {
    let root: URL

    init() throws {
        root = try TestScratch.shared.folder("xcodeproject")
    }

    func write(_ path: String, _ text: String = "") throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite("Reading Xcode projects of other shapes")
struct ProjectShapeStories {
    /// An Xcode 16 project: a synchronized folder with a space in its name, one file kept out of the app,
    /// and an Info.plist generated from build settings.
    static let synchronizedProject = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
            A1 = { isa = PBXProject; buildConfigurationList = C1; mainGroup = G0; targets = ( T1 ); projectDirPath = ""; };
            G0 = { isa = PBXGroup; children = ( S1 ); sourceTree = "<group>"; };
            S1 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E1 ); path = "My App"; sourceTree = "<group>"; };
            E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( "Info.plist", "Tools/Script.swift" ); target = T1; };
            T1 = { isa = PBXNativeTarget; buildConfigurationList = C2; buildPhases = ( ); fileSystemSynchronizedGroups = ( S1 ); name = "My App"; productName = "My App"; productType = "com.apple.product-type.application"; };
            C1 = { isa = XCConfigurationList; buildConfigurations = ( D1 ); defaultConfigurationName = Release; };
            D1 = { isa = XCBuildConfiguration; buildSettings = { MARKETING_VERSION = 2.1; }; name = Debug; };
            C2 = { isa = XCConfigurationList; buildConfigurations = ( D2, R2 ); defaultConfigurationName = Release; };
            D2 = { isa = XCBuildConfiguration; buildSettings = {
                GENERATE_INFOPLIST_FILE = YES;
                INFOPLIST_KEY_UIMainStoryboardFile = Main;
                INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
                INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents = YES;
                PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:rfc1034identifier)";
                PRODUCT_NAME = "$(TARGET_NAME)";
            }; name = Debug; };
            R2 = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = Wrong; }; name = Release; };
        };
        rootObject = A1;
    }
    """

    @Test("An Xcode 16 synchronized folder: its Swift files compile but for the exceptions, the rest is copied")
    func synchronizedFolder() throws {
        // Given an app folder with a space in its path, a storyboard in a subfolder and a file kept out
        let scratch = try ScratchApp()
        defer { scratch.remove() }
        try scratch.write("App.xcodeproj/project.pbxproj", Self.synchronizedProject)
        try scratch.write("My App/AppDelegate.swift")
        try scratch.write("My App/Screens/Home View.swift")
        try scratch.write("My App/Tools/Script.swift")
        try scratch.write("My App/Screens/Base.lproj/Main.storyboard")
        try scratch.write("My App/Assets.xcassets/Contents.json", "{}")
        try scratch.write("My App/en.lproj/Localizable.strings")
        try scratch.write("My App/Info.plist", "<plist version=\"1.0\"><dict/></plist>")

        // When the project is read
        let project = try XcodeProject(contentsOf: scratch.root.appendingPathComponent("App.xcodeproj"))
        let target = try #require(project.target(named: "My App"))

        // Then the sources and resources are the folder's, less the exceptions; the storyboard lands in Base.lproj
        #expect(target.sources.map(\.lastPathComponent) == ["AppDelegate.swift", "Home View.swift"])
        #expect(Set(target.resources.map(\.bundlePath)) == ["Assets.xcassets", "Base.lproj/Main.storyboard", "en.lproj/Localizable.strings"])
        // And the Debug configuration's settings are read, over the project's
        #expect(target.buildSettings["PRODUCT_NAME"] == "$(TARGET_NAME)")
        #expect(target.buildSettings["MARKETING_VERSION"] == "2.1")
    }

    @Test("A generated Info.plist comes from INFOPLIST_KEY_ settings, with names expanded")
    func generatedInfoPlist() throws {
        let scratch = try ScratchApp()
        defer { scratch.remove() }
        try scratch.write("App.xcodeproj/project.pbxproj", Self.synchronizedProject)
        try scratch.write("My App/AppDelegate.swift")

        // When the SwiftPM target "MyApp" looks for its app (the project's only application target)
        let app = try AppDescription.locate(packageRoot: scratch.root, configurationFolder: scratch.root,
                                            targetName: "MyApp", configuration: AppConfiguration())
        let plist = try app.infoPlist()

        // Then the keys Xcode generates are there
        #expect(app.name == "My App")
        #expect(plist["UIMainStoryboardFile"] as? String == "Main")
        #expect(plist["CFBundleIdentifier"] as? String == "com.example.My-App")
        #expect(plist["CFBundleShortVersionString"] as? String == "2.1")
        #expect(plist["UIApplicationSupportsIndirectInputEvents"] as? Bool == true)
        #expect((plist["UIApplicationSceneManifest"] as? [String: Any])?["UIApplicationSupportsMultipleScenes"] as? Bool == false)
    }

    @Test("Without a project, the folder named like the target is the app")
    func folderApp() throws {
        let scratch = try ScratchApp()
        defer { scratch.remove() }
        try scratch.write("Notes/NotesApp.swift")
        try scratch.write("Notes/Base.lproj/Main.storyboard")
        try scratch.write("Notes/Info.plist", "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>")

        let app = try AppDescription.locate(packageRoot: scratch.root, configurationFolder: scratch.root,
                                            targetName: "Notes", configuration: AppConfiguration())
        #expect(app.sources.map(\.lastPathComponent) == ["NotesApp.swift"])
        #expect(app.resources.map(\.bundlePath) == ["Base.lproj/Main.storyboard"])
        #expect(try app.infoPlist()["UIMainStoryboardFile"] as? String == "Main")
    }

    @Test("A configuration names the project and target; a wrong target name lists the targets")
    func configuration() throws {
        let configuration = try AppConfiguration(parsing: """
            // The app lives elsewhere.
            // headless-app: project = ../Apps/App.xcodeproj
            // headless-app: target = My App
            """)
        #expect(configuration == AppConfiguration(project: "../Apps/App.xcodeproj", target: "My App"))
        #expect(throws: XcodeProjectError.self) { try AppConfiguration(parsing: "// headless-app: colour = red") }

        let scratch = try ScratchApp()
        defer { scratch.remove() }
        try scratch.write("App.xcodeproj/project.pbxproj", Self.synchronizedProject)
        let error = #expect(throws: XcodeProjectError.self) {
            try AppDescription.locate(packageRoot: scratch.root, configurationFolder: scratch.root, targetName: "X",
                                      configuration: AppConfiguration(target: "Nope"))
        }
        #expect(error?.message == "no target named 'Nope' (targets: My App)")
    }

    @Test("Build settings expand with Xcode's modifiers")
    func expansion() {
        let settings = ["PRODUCT_NAME": "$(TARGET_NAME)", "ORG": "com.example"]
        let project = URL(fileURLWithPath: "/p")
        #expect(AppDescription.expand("$(ORG).${PRODUCT_NAME:rfc1034identifier}", settings: settings, targetName: "Food Tracker", project: project) == "com.example.Food-Tracker")
        #expect(AppDescription.expand("$(PRODUCT_MODULE_NAME)", settings: settings, targetName: "Food Tracker", project: project) == "Food_Tracker")
        #expect(AppDescription.expand("$(inherited) $(SRCROOT)/x", settings: settings, targetName: "T", project: project) == " /p/x")
    }
}
