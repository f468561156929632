import Foundation
import Testing
@testable import HeadlessUIKit

/// Menus, context menus and the main-menu builder as data a test can read and run. UIKit's documented
/// behaviour (UIMenu, UIDeferredMenuElement, UIContextMenuInteraction, UIMenuBuilder); no numbered rule.
@MainActor
struct MenuTests {
    @Test("A button's menu holds actions and submenus that a test finds by title and runs")
    func buttonMenu() {
        // Given a button with a menu of an action and a submenu
        var chosen: [String] = []
        let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { chosen.append($0.title) }
        let delete = UIAction(title: "Delete", attributes: .destructive) { chosen.append($0.title) }
        let button = UIButton(type: .system)
        button.menu = UIMenu(title: "", children: [share, UIMenu(title: "More", options: .displayInline, children: [delete])])
        button.showsMenuAsPrimaryAction = true

        // When the test finds the nested action and the button sends it
        let found = button.menu?.element(titled: "Delete") as? UIAction
        if let found { button.sendAction(found) }

        // Then the handler ran with the button as sender; the menu turned the context menu interaction on
        #expect(chosen == ["Delete"])
        #expect(button.menu?.allActions.map(\.title) == ["Share", "Delete"])
        #expect(button.isContextMenuInteractionEnabled)
        #expect(found?.attributes == .destructive)
    }

    @Test("A deferred element asks its provider once unless it is uncached")
    func deferredElements() {
        var asked = 0
        let cached = UIDeferredMenuElement { completion in asked += 1; completion([UIAction(title: "Later") { _ in }]) }
        let uncached = UIDeferredMenuElement.uncached { completion in asked += 10; completion([]) }
        var titles: [String] = []
        cached.resolve { titles += $0.map(\.title) }
        cached.resolve { titles += $0.map(\.title) }
        uncached.resolve { _ in }
        uncached.resolve { _ in }
        #expect(asked == 21)
        #expect(titles == ["Later", "Later"])
    }

    private final class Delegate: UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: nil) { suggested in
                UIMenu(title: "At \\(location.x)", children: suggested + [UIAction(title: "Copy") { _ in }])
            }
        }
    }

    @Test("A context menu interaction on a view asks its delegate for the menu a long press would show")
    func contextMenuInteraction() {
        // Given a view with a context menu interaction
        let delegate = Delegate()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)

        // When the test asks for the configuration at a point
        let menu = interaction.configuration(at: CGPoint(x: 12, y: 3))?.makeMenu()

        // Then the delegate's menu comes back, and the interaction knows its view
        #expect(menu?.children.map(\.title) == ["Copy"])
        #expect(interaction.view === view)
        #expect(view.interactions.count == 1)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil)
        #expect(view.interactions.isEmpty)
    }

    @Test("A menu builder inserts, replaces and removes menus of the main menu")
    func menuBuilder() {
        let builder = HeadlessMenuBuilder()
        builder.insertSibling(UIMenu(title: "Tools", identifier: UIMenu.Identifier("tools")), afterMenu: .view)
        builder.remove(menu: .help)
        builder.insertChild(UIMenu(title: "Export", identifier: UIMenu.Identifier("export"),
                                   children: [UIKeyCommand(title: "Export", action: "export:", input: "e", modifierFlags: .command)]),
                            atEndOfMenu: .file)
        #expect(builder.root.children.map(\.title) == ["File", "Edit", "View", "Tools", "Window"])
        #expect(builder.menu(for: .file)?.children.map(\.title) == ["Export"])
        #expect(builder.command(for: "export:", propertyList: nil)?.title == "Export")
    }
}
