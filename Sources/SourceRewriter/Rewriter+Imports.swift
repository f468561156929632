import SwiftSyntax

// Imports. On iOS an app imports Apple's frameworks; on Linux only Foundation, Dispatch and the Swift modules exist, and
// HeadlessUIKit's `UIKit` module carries what the app gets from UIKit, CoreGraphics and QuartzCore.

extension Rewriter {
    /// `import os.log`/`import os`/`import OSLog` → `import HeadlessOSLog`; a whole-module `import Foundation` → `import UIKit`.
    ///
    /// Foundation: HeadlessUIKit declares its own `Timer` (on the test's clock, docs/time.md), which shadows
    /// Foundation's for a file that reaches Foundation through UIKit, but is ambiguous in a file that imports both.
    /// On iOS an app's `import UIKit` brings Foundation anyway, so for an app's file the two say the same.
    ///
    /// `import UIKit.UIGestureRecognizerSubclass` (any `UIKit.` submodule), `import CoreGraphics` and `import QuartzCore`
    /// → `import UIKit`: HeadlessUIKit's UIKit module holds what those give (a recognizer's settable `state`, the
    /// `CG…` values and drawing, `CALayer`…), and Linux has no such modules. An Apple framework HeadlessUIKit has no
    /// stand-in for (MapKit, WebKit…) stays, with a warning naming it: the file will not compile on Linux.
    func rewriteImport(_ node: ImportDeclSyntax) -> DeclSyntax {
        let module = node.path.first?.name.text
        if module == "Foundation", node.path.count == 1, node.importKindSpecifier == nil {
            let name = node.path.first!.name
            return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax([
                ImportPathComponentSyntax(name: .identifier("UIKit", leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia)),
            ])))
        }
        if let module, Self.unavailableFrameworks.contains(module) {
            note(.warning, at: node.positionAfterSkippingLeadingTrivia,
                 "import \(module): Linux has no \(module) and HeadlessUIKit has no stand-in for it: this file will not "
                 + "compile headless (docs/known-gaps.md)")
            return DeclSyntax(node)
        }
        let replacement: String
        switch module {
        case "os", "OSLog": replacement = "HeadlessOSLog"
        case "UIKit" where node.path.count > 1 || node.importKindSpecifier != nil: replacement = "UIKit"
        case "CoreGraphics", "QuartzCore": replacement = "UIKit"
        default: return DeclSyntax(node)
        }
        let trailing = node.path.last?.trailingTrivia ?? []
        var rewritten = node.with(\.path, ImportPathComponentListSyntax([
            ImportPathComponentSyntax(name: .identifier(replacement, leadingTrivia: node.path.first?.name.leadingTrivia ?? [],
                                                        trailingTrivia: trailing)),
        ]))
        if let kind = node.importKindSpecifier {
            rewritten.importKindSpecifier = nil
            rewritten.importKeyword = rewritten.importKeyword.with(\.trailingTrivia, kind.trailingTrivia)
        }
        return DeclSyntax(rewritten)
    }

    /// Apple frameworks apps import that Linux lacks and HeadlessUIKit does not stand in for.
    static let unavailableFrameworks: Set<String> = [
        "ARKit", "AVFoundation", "AVKit", "Accelerate", "AuthenticationServices", "CloudKit", "Combine", "Contacts",
        "ContactsUI", "CoreBluetooth", "CoreData", "CoreImage", "CoreLocation", "CoreML", "CoreMotion", "CoreText",
        "EventKit", "EventKitUI", "GameKit", "HealthKit", "ImageIO", "Intents", "LocalAuthentication", "MapKit",
        "MessageUI", "Metal", "MetalKit", "MobileCoreServices", "Photos", "PhotosUI", "QuickLook", "SafariServices",
        "SceneKit", "SpriteKit", "StoreKit", "SwiftUI", "UniformTypeIdentifiers", "UserNotifications", "Vision",
        "WebKit", "WidgetKit",
    ]
}
