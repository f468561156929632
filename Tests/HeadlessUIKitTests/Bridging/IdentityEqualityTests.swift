import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("UIKit objects are equal by identity, as NSObjects")
struct IdentityEqualityTests {
    /// Which button sent an action, as apps write it with `switch`.
    private func name(of sender: UIBarButtonItem, save: UIBarButtonItem, cancel: UIBarButtonItem) -> String {
        switch sender {
        case save: "save"
        case cancel: "cancel"
        default: "other"
        }
    }

    @Test("A bar button item is found with firstIndex(of:), matched in a switch and kept once in a Set")
    func barButtonItems() {
        // Given three bar button items, two of them alike
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        let otherSave = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
        let items = [cancel, save]

        // Then each equals only itself
        #expect(items.firstIndex(of: save) == 1)
        #expect(items.firstIndex(of: otherSave) == nil)
        #expect(name(of: save, save: save, cancel: cancel) == "save")
        #expect(name(of: cancel, save: save, cancel: cancel) == "cancel")
        #expect(name(of: otherSave, save: save, cancel: cancel) == "other")
        #expect(Set([save, cancel, save, otherSave]).count == 3)
        let toolbarItems: [UIBarItem] = [save, UITabBarItem(title: "A", image: nil, tag: 0)]
        #expect(toolbarItems.firstIndex(of: save) == 0)
    }

    @Test("A button sender is matched in a switch (views are equal by identity through UIResponder)")
    func buttonsInSwitch() {
        // Given two buttons and a sender
        let ok = UIButton(type: .system), cancel = UIButton(type: .system)
        func tapped(_ sender: UIButton) -> String {
            switch sender {
            case ok: "ok"
            case cancel: "cancel"
            default: "other"
            }
        }

        // Then the switch finds the button that sent it
        #expect(tapped(cancel) == "cancel")
        #expect(tapped(ok) == "ok")
        #expect(tapped(UIButton(type: .system)) == "other")
        #expect([ok, cancel].firstIndex(of: cancel) == 1)
    }

    @Test("Gesture recognizers, constraints, actions and segues are equal only to themselves")
    func otherObjects() {
        // Given pairs of alike objects
        let tap1 = UITapGestureRecognizer(target: nil, action: nil), tap2 = UITapGestureRecognizer(target: nil, action: nil)
        let view = UIView()
        let c1 = view.widthAnchor.constraint(equalToConstant: 10), c2 = view.widthAnchor.constraint(equalToConstant: 10)
        let a1 = UIAlertAction(title: "OK", style: .default), a2 = UIAlertAction(title: "OK", style: .default)
        let u1 = UIAction(title: "Go") { _ in }, u2 = UIAction(title: "Go") { _ in }
        let source = UIViewController(), destination = UIViewController()
        let s1 = UIStoryboardSegue(identifier: "show", source: source, destination: destination)
        let s2 = UIStoryboardSegue(identifier: "show", source: source, destination: destination)

        // Then each equals only itself and sets keep both
        #expect(tap1 == tap1 && tap1 != tap2)
        #expect([tap2, tap1].firstIndex(of: tap1) == 1)
        #expect(c1 != c2 && Set([c1, c2, c1]).count == 2)
        #expect(a1 != a2 && [a1, a2].firstIndex(of: a2) == 1)
        #expect(u1 != u2 && Set([u1, u2]).count == 2)
        #expect(s1 == s1 && s1 != s2)
        var counts: [NSLayoutConstraint: Int] = [:]
        counts[c1, default: 0] += 1
        counts[c2, default: 0] += 1
        #expect(counts.count == 2)
    }

    @Test("Trait collections, colours and fonts still compare by value")
    func valueTypesStayValues() {
        // Then alike values are equal, as UIKit's isEqual(_:) says
        #expect(UITraitCollection(userInterfaceStyle: .dark) == UITraitCollection(userInterfaceStyle: .dark))
        #expect(UIColor(white: 1, alpha: 1) == .white)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
    }
}
