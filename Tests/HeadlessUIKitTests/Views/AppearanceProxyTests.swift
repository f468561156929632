import Foundation
import Testing
@testable import HeadlessUIKit

/// UIAppearance proxies: settings made once, taken by views as they enter a window. UIKit's documented
/// behaviour (UIAppearance: "appearance changes are applied as a view enters a window"); no numbered rule.
@MainActor
struct AppearanceProxyTests {
    @Test("A navigation bar entering a window takes the proxy's colours and appearance, unless it set them itself")
    func navigationBarProxy() {
        // Given proxy settings made at launch
        UIApplication.shared.resetForTesting()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().barTintColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().prefersLargeTitles = true

        // When a navigation controller is shown, and a bar that chose its own tint is added
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let own = UINavigationBar()
        own.tintColor = .systemRed
        window.addSubview(own)

        // Then the shown bar has the proxy's settings (its appearance a copy), and the other keeps its tint
        #expect(nav.navigationBar.tintColor == .white)
        #expect(nav.navigationBar.barTintColor == .systemIndigo)
        #expect(nav.navigationBar.prefersLargeTitles)
        #expect(nav.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(nav.navigationBar.standardAppearance !== appearance)
        #expect(own.tintColor == .systemRed)
        UIApplication.shared.resetForTesting()
    }

    @Test("Without proxies nothing changes, and a reset forgets them")
    func resetForgets() {
        UIApplication.shared.resetForTesting()
        UILabel.appearance().textColor = .systemGreen
        UIApplication.shared.resetForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel()
        window.addSubview(label)
        window.makeKeyAndVisible()
        #expect(label.textColor != .systemGreen)
    }
}
