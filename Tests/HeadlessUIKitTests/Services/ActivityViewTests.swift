import Foundation
import Testing
@testable import HeadlessUIKit

/// An app's own share service: records what the sheet calls.
@MainActor
private final class SaveToNotesActivity: UIActivity {
    var calls: [String] = []
    var finishesAtOnce = true

    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.save-to-notes") }
    override var activityTitle: String? { "Save to Notes" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String }
    }
    override func prepare(withActivityItems activityItems: [Any]) { calls.append("prepare(\(activityItems.count))") }
    override func perform() {
        calls.append("perform")
        if finishesAtOnce { activityDidFinish(true) }
    }
}

@MainActor
struct ActivityViewTests {
    /// Presents a share sheet from a shown root; keep the stage (its window) alive while testing.
    private func presentSheet(items: [Any], activities: [UIActivity]? = nil) -> (Stage, UIViewController, UIActivityViewController) {
        let stage = Stage()
        let root = UIViewController()
        stage.show(root)
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: activities)
        root.present(sheet, animated: true)
        UIApplication.shared.runUntilIdle()
        return (stage, root, sheet)
    }

    @Test("Choosing a system activity dismisses the share sheet, then the completion handler gets the type")
    func systemActivityCompletes() {
        let (stage, root, sheet) = presentSheet(items: ["Soup"])
        defer { withExtendedLifetime(stage) {} }
        var results: [(UIActivity.ActivityType?, Bool)] = []
        var dismissedBeforeHandler = false
        sheet.completionWithItemsHandler = { type, completed, _, error in
            dismissedBeforeHandler = root.presentedViewController == nil
            results.append((type, completed))
            #expect(error == nil)
        }

        #expect(sheet.simulateActivity(.mail))
        #expect(results.isEmpty)
        UIApplication.shared.runUntilIdle()

        #expect(results.count == 1)
        #expect(results.first?.0 == .mail)
        #expect(results.first?.1 == true)
        #expect(dismissedBeforeHandler)
    }

    @Test("Closing the share sheet calls the completion handler with no activity, not completed")
    func cancelCompletesWithNothing() {
        let (stage, root, sheet) = presentSheet(items: ["Soup"])
        defer { withExtendedLifetime(stage) {} }
        var result: (UIActivity.ActivityType?, Bool)?
        sheet.completionWithItemsHandler = { type, completed, _, _ in result = (type, completed) }

        sheet.simulateCancel()
        UIApplication.shared.runUntilIdle()

        #expect(result != nil)
        #expect(result?.0 == nil)
        #expect(result?.1 == false)
        #expect(root.presentedViewController == nil)
    }

    @Test("Copy to the pasteboard puts the shared strings and URLs on the general pasteboard")
    func copyToPasteboardCopies() {
        let url = URL(string: "https://example.com/soup")!
        let (stage, _, sheet) = presentSheet(items: ["Soup", url])
        defer { withExtendedLifetime(stage) {} }

        sheet.simulateActivity(.copyToPasteboard)
        UIApplication.shared.runUntilIdle()

        #expect(UIPasteboard.general.strings == ["Soup"])
        #expect(UIPasteboard.general.urls == [url])
    }

    @Test("An app activity is prepared, performed after the sheet dismisses, and completes when it says it finished")
    func applicationActivityRuns() {
        let notes = SaveToNotesActivity()
        notes.finishesAtOnce = false
        let (stage, _, sheet) = presentSheet(items: ["Soup", 3], activities: [notes])
        defer { withExtendedLifetime(stage) {} }
        var completedType: UIActivity.ActivityType?

        sheet.completionWithItemsHandler = { type, completed, _, _ in if completed { completedType = type } }
        #expect(sheet.availableApplicationActivities.count == 1)
        #expect(sheet.simulateActivity(UIActivity.ActivityType("com.example.save-to-notes")))
        #expect(notes.calls == ["prepare(2)"])
        UIApplication.shared.runUntilIdle()
        #expect(notes.calls == ["prepare(2)", "perform"])
        #expect(completedType == nil)

        notes.activityDidFinish(true)

        #expect(completedType == notes.activityType)
        #expect(SaveToNotesActivity.activityCategory == .share)
    }

    @Test("An excluded activity, or an app activity that cannot act on the items, is not offered")
    func excludedAndUnsuitableActivitiesAreRefused() {
        let notes = SaveToNotesActivity()
        let (stage, _, sheet) = presentSheet(items: [3], activities: [notes])
        defer { withExtendedLifetime(stage) {} }
        sheet.excludedActivityTypes = [.airDrop]
        var called = false
        sheet.completionWithItemsHandler = { _, _, _, _ in called = true }

        #expect(!sheet.simulateActivity(.airDrop))
        #expect(!sheet.simulateActivity(notes.activityType!))
        #expect(sheet.availableApplicationActivities.isEmpty)
        UIApplication.shared.runUntilIdle()

        #expect(!called)
        #expect(notes.calls.isEmpty)
    }

    @Test("System activity types have UIKit's identifiers")
    func activityTypeRawValues() {
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
        #expect(UIActivity.ActivityType.message.rawValue == "com.apple.UIKit.activity.Message")
        #expect(UIActivity.ActivityType.saveToCameraRoll.rawValue == "com.apple.UIKit.activity.SaveToCameraRoll")
        #expect(UIActivity.Category.share.rawValue == 1)
    }
}
