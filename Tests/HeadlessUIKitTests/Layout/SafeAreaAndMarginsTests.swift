import Foundation
import Testing
@testable import HeadlessUIKit

/// The screen's safe area, what containers add to it, and layout margins.
@MainActor
struct SafeAreaAndMarginsTests {
    /// Windows shown by the tests, kept alive (a window nobody keeps goes away, as in UIKit).
    private static var windows: [UIWindow] = []

    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow()
        Self.windows.append(window)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test("The default screen is an iPhone 14 in portrait: a root controller's view has a 47-point top and 34-point bottom safe area")
    func rootControllerSafeArea() {
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        _ = show(controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test("A controller pushed on a navigation controller sees the bar in its safe area: top 91")
    func navigationBarAddsToSafeArea() {
        UIApplication.shared.resetForTesting()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        _ = show(navigation)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(pushed.view.safeAreaInsets.top == 91)
        #expect(pushed.view.safeAreaInsets.bottom == 34)
    }

    @Test("A tab bar adds 49 points to the bottom of its children's safe area")
    func tabBarAddsToSafeArea() {
        UIApplication.shared.resetForTesting()
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        _ = show(tabs)
        #expect(first.view.safeAreaInsets.bottom == 83)
    }

    @Test("A view pinned to the safe-area guide sits inside the bars; viewSafeAreaInsetsDidChange tells the controller")
    func safeAreaGuidePlacesContent() {
        UIApplication.shared.resetForTesting()
        final class Content: UIViewController {
            let banner = UIView()
            var safeAreaChanges = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                banner.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(banner)
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    banner.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
            override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        _ = show(navigation)
        let content = Content()
        navigation.pushViewController(content, animated: false)
        UIApplication.shared.runUntilIdle()

        #expect(content.banner.frame == CGRect(x: 0, y: 91, width: 390, height: 50))
        #expect(content.safeAreaChanges >= 1)
        #expect(content.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
    }

    @Test("additionalSafeAreaInsets add to what the containers give")
    func additionalSafeAreaInsets() {
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        _ = show(controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        UIApplication.shared.runUntilIdle()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
    }

    @Test("A subview's safe area is the part of its bounds its superview's safe area leaves uncovered")
    func subviewSafeAreaIsClipped() {
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        _ = show(controller)
        let inner = UIView(frame: CGRect(x: 0, y: 30, width: 390, height: 100))
        controller.view.addSubview(inner)
        #expect(inner.safeAreaInsets.top == 17)
        #expect(inner.safeAreaInsets.bottom == 0)
    }

    @Test("Setting the screen's safe area with its size gives another device (an iPhone 8: 20 top, none below)")
    func screenSafeAreaIsSettable() {
        UIApplication.shared.resetForTesting()
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        UIScreen.main.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        defer { UIScreen.main.reset() }
        let controller = UIViewController()
        _ = show(controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(controller.view.frame.size == CGSize(width: 375, height: 667))
    }

    @Test("A root view's margins are the system minimum (16 at the sides) measured from its safe area; other views default to 8")
    func layoutMarginsDefaults() {
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        _ = show(controller)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 47, leading: 16, bottom: 34, trailing: 16))
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("Margin attributes and the margins guide place a view inside the margins")
    func marginsGuideAndAttributes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
        let a = UIView(), b = UIView()
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: b, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
            b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])

        root.layoutIfNeeded()

        #expect(a.frame == CGRect(x: 20, y: 10, width: 150, height: 10))
        #expect(b.frame == CGRect(x: 20, y: 85, width: 5, height: 5))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 150, height: 80))
    }

    @Test("The readable content guide is at most 672 points wide, centred in the margins")
    func readableContentGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor), text.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 164, y: 0, width: 672, height: 10))
    }

    @Test("A custom layout guide takes part like a view: two views centred as a group")
    func customLayoutGuide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let group = UILayoutGuide()
        root.addLayoutGuide(group)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 20),
                                         view.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: group.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20),
            b.trailingAnchor.constraint(equalTo: group.trailingAnchor), group.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            group.topAnchor.constraint(equalTo: root.topAnchor), group.heightAnchor.constraint(equalToConstant: 20),
        ])

        root.layoutIfNeeded()

        #expect(group.owningView === root)
        #expect(root.layoutGuides.contains { $0 === group })
        #expect(a.frame.minX == 100 && b.frame.minX == 160)
        #expect(group.layoutFrame == CGRect(x: 100, y: 0, width: 100, height: 20))
    }

    @Test("The README's Auto Layout example: a card inside the margins, 8 points below the safe area")
    func readmeExample() {
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        _ = show(controller)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        controller.view.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 55, width: 358, height: 120))
    }
}
