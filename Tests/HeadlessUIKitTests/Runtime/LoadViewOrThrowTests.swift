import Foundation
import HeadlessUIKit
import Testing
import TestScratch

@MainActor @Suite(.serialized)
struct LoadViewOrThrowTests {
    @Test("loadViewIfNeededOrThrow throws UIKit's exception for an embed segue to a missing storyboard, and leaves the view loaded")
    func embedOfMissingStoryboardThrows() throws {
        // Given a scene whose container view embeds a reference to a storyboard that does not exist
        UIApplication.shared.resetForTesting()
        let folder = try TestScratch.shared.folder("LoadViewOrThrow")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Main.storyboard")
        try Data(TraceProjectFixtures.main.utf8).write(to: file)
        let storyboard = try UIStoryboard.load(contentsOf: file)
        let controller = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Embeds")

        // When its view loads through the throwing variant
        var thrown: UIKitException?
        do { try controller.loadViewIfNeededOrThrow() } catch { thrown = error }

        // Then UIKit's exception comes back as a value, and loading went on without the child
        #expect(thrown?.name == "NSInvalidArgumentException")
        #expect(thrown?.reason.hasPrefix("Could not find a storyboard named 'Missing' in bundle") == true, "\(String(describing: thrown))")
        #expect(controller.isViewLoaded)
        #expect(controller.children.isEmpty)
    }

    @Test("loadViewIfNeededOrThrow loads a good scene's view and its embedded child without throwing")
    func goodSceneLoads() throws {
        // Given Other's Detail and a scene embedding it, both in one folder (one bundle)
        UIApplication.shared.resetForTesting()
        let folder = try TestScratch.shared.folder("LoadViewOrThrow")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(TraceProjectFixtures.main.utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        try Data(TraceProjectFixtures.other.utf8).write(to: folder.appendingPathComponent("Other.storyboard"))
        let storyboard = try UIStoryboard.load(contentsOf: folder.appendingPathComponent("Main.storyboard"))
        let controller = try storyboard.instantiateViewControllerOrThrow(withIdentifier: "Elsewhere")

        // When its view loads
        try controller.loadViewIfNeededOrThrow()

        // Then the embedded child is there
        #expect(controller.children.count == 1)
        #expect(controller.isViewLoaded)
    }
}
