import Foundation
import Testing
@testable import HeadlessUIKit

/// iOS 13's `@IBSegueAction`: a segue whose `destinationCreationSelector` names a method of its source controller has
/// that method make the destination from the coder, so the destination can take values in its initializer.
final class SegueActionSource: UIViewController {
    var made: [String] = []
    var declines = false

    func makeDetail(_ coder: NSCoder) -> SegueActionDetail? {
        made.append("makeDetail:")
        return declines ? nil : SegueActionDetail(coder: coder, item: "Apples")
    }

    func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> SegueActionDetail? {
        made.append("makeDetail:sender:segueIdentifier: \(sender as? String ?? "-") \(segueIdentifier ?? "-")")
        return SegueActionDetail(coder: coder, item: "Pears")
    }

    // What the source rewriter writes for the two `@IBSegueAction`s.
    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "makeDetail:": .init(segueAction: { (target: SegueActionSource) in { coder, _, _ in target.makeDetail(coder) } }),
            "makeDetail:sender:segueIdentifier:": .init(segueAction: { (target: SegueActionSource) in { coder, sender, identifier in
                target.makeDetail(coder, sender: sender, segueIdentifier: identifier)
            } }),
        ])
    }
}

/// A destination that needs a value at creation.
final class SegueActionDetail: UIViewController {
    let item: String

    init?(coder: NSCoder, item: String) {
        self.item = item
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        item = "none"
        super.init(coder: coder)
    }
}

enum SegueActionStoryboard {
    static let text = IBXML.storyboard(initial: "src-1", [
        IBXML.scene("src", """
                <viewController storyboardIdentifier="Source" id="src-1" customClass="SegueActionSource" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="src-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                    <connections>
                        <segue destination="dst-1" kind="presentation" identifier="Short" modalPresentationStyle="fullScreen" destinationCreationSelector="makeDetail:" id="seg-short"/>
                        <segue destination="dst-1" kind="presentation" identifier="Long" modalPresentationStyle="fullScreen" destinationCreationSelector="makeDetail:sender:segueIdentifier:" id="seg-long"/>
                        <segue destination="dst-1" kind="presentation" identifier="Missing" modalPresentationStyle="fullScreen" destinationCreationSelector="makeNothing:" id="seg-missing"/>
                        <segue destination="dst-1" kind="presentation" identifier="Plain" modalPresentationStyle="fullScreen" id="seg-plain"/>
                    </connections>
                </viewController>
        """),
        IBXML.scene("dst", """
                <viewController storyboardIdentifier="Detail" id="dst-1" customClass="SegueActionDetail" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="dst-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
        """),
    ].joined(separator: "\n"))
}

@MainActor
struct SegueActionTests {
    private func source() throws -> (UIWindow, SegueActionSource) {
        let files = try FixtureBundle(["Actions.storyboard": SegueActionStoryboard.text])
        let storyboard = UIStoryboard(name: "Actions", bundle: files.bundle)
        let controller = try #require(storyboard.instantiateInitialViewController() as? SegueActionSource)
        return (phoneWindow(root: controller), controller)
    }

    @Test("A segue with a destinationCreationSelector has its source's @IBSegueAction make the destination")
    func segueActionMakesDestination() throws {
        // Given a source whose segue names `makeDetail:`
        let (window, source) = try source()

        // When the segue is performed
        try source.performSegueOrThrow(withIdentifier: "Short", sender: nil)
        UIApplication.shared.runUntilIdle()

        // Then the method made the destination, with the value its initializer takes, and it is presented
        #expect(source.made == ["makeDetail:"])
        let detail = try #require(source.presentedViewController as? SegueActionDetail)
        #expect(detail.item == "Apples")
        #expect(detail.viewIfLoaded?.window === window)
    }

    @Test("A segue action that takes the sender and the identifier gets both")
    func segueActionGetsSenderAndIdentifier() throws {
        // Given a source whose segue names `makeDetail:sender:segueIdentifier:`
        let (window, source) = try source()

        // When the segue is performed with a sender
        try source.performSegueOrThrow(withIdentifier: "Long", sender: "button")
        UIApplication.shared.runUntilIdle()

        // Then the method got the sender and the segue's identifier
        #expect(source.made == ["makeDetail:sender:segueIdentifier: button Long"])
        #expect((source.presentedViewController as? SegueActionDetail)?.item == "Pears")
        #expect(window.rootViewController === source)
    }

    @Test("A segue action that returns nil leaves the destination to init(coder:), as a nil creator does (rule 29)")
    func nilFallsBackToInitCoder() throws {
        // Given a source whose segue action declines
        let (window, source) = try source()
        source.declines = true

        // When the segue is performed
        try source.performSegueOrThrow(withIdentifier: "Short", sender: nil)
        UIApplication.shared.runUntilIdle()

        // Then the method was asked, and the destination came from init(coder:)
        #expect(source.made == ["makeDetail:"])
        #expect((source.presentedViewController as? SegueActionDetail)?.item == "none")
        #expect(window.rootViewController === source)
    }

    @Test("A segue action the source does not list stops with UIKit's unrecognized-selector message; nothing is presented")
    func missingSegueActionThrows() throws {
        // Given a source whose segue names a method it does not have
        let (window, source) = try source()

        // When the segue is performed through the throwing variant
        var message = ""
        do {
            try source.performSegueOrThrow(withIdentifier: "Missing", sender: nil)
        } catch {
            message = error.reason
        }

        // Then the error names the selector and what to do, and nothing was presented
        #expect(message.contains("makeNothing:]: unrecognized selector sent to instance"))
        #expect(message.contains("actionMethods"))
        #expect(source.presentedViewController == nil)
        #expect(window.rootViewController === source)
    }

    @Test("A segue without a destinationCreationSelector still makes its destination with init(coder:)")
    func plainSegueUsesInitCoder() throws {
        // Given the same source, and a segue that names no method
        let (window, source) = try source()

        // When it is performed
        try source.performSegueOrThrow(withIdentifier: "Plain", sender: nil)
        UIApplication.shared.runUntilIdle()

        // Then no segue action ran
        #expect(source.made.isEmpty)
        #expect((source.presentedViewController as? SegueActionDetail)?.item == "none")
        #expect(window.rootViewController === source)
    }
}
