import Foundation
import Testing
@testable import HeadlessUIKit

/// A custom segue class named by the storyboard.
final class FlowFadeSegue: UIStoryboardSegue {
    nonisolated(unsafe) static var performed: [String] = []

    override func perform() {
        FlowFadeSegue.performed.append(identifier ?? "")
        source.present(destination, animated: false)
    }
}

/// A storyboard whose one scene has a push, a custom, a showDetail segue and a storyboard reference.
enum KindsStoryboard {
    static let text = IBXML.storyboard(initial: "root-1", [
        IBXML.scene("root", """
                <viewController storyboardIdentifier="Root" id="root-1" customClass="FlowController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                    <connections>
                        <segue destination="leaf-1" kind="push" identifier="Push" id="seg-push"/>
                        <segue destination="leaf-1" kind="custom" identifier="Fade" customClass="FlowFadeSegue" customModule="HeadlessUIKitTests" id="seg-custom"/>
                        <segue destination="leaf-1" kind="showDetail" identifier="Detail" id="seg-detail"/>
                        <segue destination="ref-1" kind="show" identifier="Referenced" id="seg-ref"/>
                    </connections>
                </viewController>
        """),
        IBXML.scene("leaf", """
                <viewController storyboardIdentifier="Leaf" title="Leaf" id="leaf-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="leaf-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    </view>
                </viewController>
        """),
        IBXML.scene("ref", """
                <viewControllerPlaceholder storyboardName="Flow" referencedIdentifier="Detail" id="ref-1" sceneMemberID="viewController"/>
        """),
    ].joined(separator: "\n"))
}

@MainActor
struct SegueKindTests {
    private func storyboard() throws -> UIStoryboard {
        let files = try FixtureBundle(["Kinds.storyboard": KindsStoryboard.text, "Flow.storyboard": FlowStoryboard.text])
        return UIStoryboard(name: "Kinds", bundle: files.bundle)
    }

    /// Puts the controller in a key window; the caller keeps the window alive.
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test("A push segue pushes onto the source's navigation controller")
    func pushSegue() throws {
        UIApplication.shared.resetForTesting()
        let root = try storyboard().instantiateViewController(withIdentifier: "Root")
        let navigation = UINavigationController(rootViewController: root)
        let window = show(navigation)

        root.performSegue(withIdentifier: "Push", sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(window.isKeyWindow)
        #expect(navigation.topViewController?.title == "Leaf")
    }

    @Test("A push segue without a navigation controller stops with UIKit's message")
    func pushWithoutNavigation() async throws {
        let files = try FixtureBundle(["Kinds.storyboard": KindsStoryboard.text])
        let path = files.url.path

        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [path = path as String] in
            await MainActor.run {
                let root = UIStoryboard(name: "Kinds", bundle: Bundle(path: path)).instantiateViewController(withIdentifier: "Root")
                root.performSegue(withIdentifier: "Push", sender: nil)
            }
        }

        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Push segues can only be used when the source controller is managed by an instance of UINavigationController."))
    }

    @Test("A custom segue is made from the class the storyboard names, and its perform() runs")
    func customSegue() throws {
        UIApplication.shared.resetForTesting()
        FlowFadeSegue.performed = []
        let root = try #require(try storyboard().instantiateViewController(withIdentifier: "Root") as? FlowController)
        let window = show(root)

        root.performSegue(withIdentifier: "Fade", sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(window.isKeyWindow)
        #expect(FlowFadeSegue.performed == ["Fade"])
        #expect(root.presentedViewController?.title == "Leaf")
        #expect(root.prepared.map(\.identifier) == ["Fade"])
    }

    @Test("A showDetail segue outside a split view presents, as showDetailViewController does")
    func showDetailSegue() throws {
        UIApplication.shared.resetForTesting()
        let root = try storyboard().instantiateViewController(withIdentifier: "Root")
        let window = show(root)

        root.performSegue(withIdentifier: "Detail", sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(window.isKeyWindow)
        #expect(root.presentedViewController?.title == "Leaf")
    }

    @Test("A segue to a storyboard reference instantiates the referenced storyboard's scene")
    func storyboardReference() throws {
        UIApplication.shared.resetForTesting()
        let root = try #require(try storyboard().instantiateViewController(withIdentifier: "Root") as? FlowController)
        let navigation = UINavigationController(rootViewController: root)
        let window = show(navigation)

        root.performSegue(withIdentifier: "Referenced", sender: nil)
        UIApplication.shared.runUntilIdle()

        #expect(window.isKeyWindow)
        let detail = try #require(navigation.topViewController as? FlowDetailController)
        #expect(detail.storyboard?.name == "Flow")
        #expect(root.prepared.first?.destination === detail)
    }
}
