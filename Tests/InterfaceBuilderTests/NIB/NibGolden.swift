import Foundation
@testable import InterfaceBuilder

/// The golden pair: SwiftGen's `Wizard.storyboardc`, compiled by Xcode's ibtool.
enum NibGolden {
    /// The golden `.storyboardc` folder.
    static let folder = Corpus.root.appendingPathComponent("golden/SwiftGen+SwiftGen/Wizard.storyboardc")
    /// The source storyboard ibtool compiled.
    static let storyboard = folder.appendingPathComponent("designable.storyboard")
    /// Whether golden tests can run (the corpus is beside the package, or CI demands it).
    static let available = FileManager.default.fileExists(atPath: Corpus.root.path)
        || ProcessInfo.processInfo.environment["CI"] == "true"
    /// The nib file names ibtool wrote.
    static let nibNames = [
        "30h-14-fok-view-rJE-c0-6Bp.nib", "Accept-ToS.nib", "CreateAccount.nib", "Preferences.nib",
        "Validate_Password.nib", "rJ7-m2-Mn7-view-wtR-sc-VB5.nib", "txY-Mc-CKa-view-wQH-MG-v6Y.nib",
        "w6o-YQ-YLg-view-N1u-m6-6Oc.nib",
    ]

    /// The bytes of a golden file.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The decoded graph of a golden nib.
    static func graph(_ name: String) throws -> NibObjectGraph {
        try NibObjectGraph(data: data(name))
    }
}
