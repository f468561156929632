import Testing
@testable import SourceRewriter

/// Overrides an app declares in extensions (a table view controller's data source grouped in an extension): Swift on
/// Linux refuses them, so each is renamed in place and its class forwards to it.
@Suite("Overrides declared in extensions")
struct ExtensionOverrideStories {
    @Test("An override in an extension of a class of the same file is renamed, and the class forwards to it on its last line")
    func sameFileOverridesForwarded() {
        // Given a table view controller whose data source and status bar are overridden in extensions
        let source = """
        class ListViewController: UITableViewController {
            var items: [String] = []
        }

        // MARK: - Table view data source
        extension ListViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }
            override public func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            override var prefersStatusBarHidden: Bool { true }
            func helper() {}
        }
        """

        // When it is rewritten
        let text = body(source)

        // Then no line moved, the extension's members are renamed and no longer overrides
        #expect(lineCount(text) == lineCount(source))
        #expect(text.contains("    func __extension_tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {"))
        #expect(text.contains("    public func __extension_viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }"))
        #expect(text.contains("    var __extension_prefersStatusBarHidden: Bool { true }"))
        #expect(text.contains("    func helper() {}"))
        // and the class's closing line forwards each override to its renamed member
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let closing = String(lines[2])
        #expect(closing.contains("override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { __extension_tableView(tableView, numberOfRowsInSection: section) }"))
        #expect(closing.contains("public override func viewWillAppear(_ animated: Bool) { __extension_viewWillAppear(animated) }"))
        #expect(closing.contains("override var prefersStatusBarHidden: Bool { __extension_prefersStatusBarHidden }"))
        #expect(closing.hasSuffix("}"))
    }

    @Test("A class in another file gets the forwarders of its extensions through the context")
    func otherFileOverridesForwarded() {
        // Given a context scanned from a file whose extension overrides viewDidLoad of the app's class
        let other = """
        extension SettingsViewController {
            override func viewDidLoad() { super.viewDidLoad() }
            override var title: String? { get { "Settings" } set { } }
        }
        """
        let context = RewriteContext.scanning([other])
        let source = """
        class SettingsViewController: UIViewController {
        }
        """

        // When the class's own file and the extension's file are rewritten with that context
        let classText = SourceRewriter.rewrite(source, fileName: "App/Settings.swift", context: context).text
        let extensionText = SourceRewriter.rewrite(other, fileName: "App/Settings+Load.swift",
                                                   context: RewriteContext.scanning([source])).text

        // Then the class forwards both, the extension's members are renamed, and neither file gained a line
        #expect(classText.contains("override func viewDidLoad() { __extension_viewDidLoad() }"))
        #expect(classText.contains("override var title: String? { get { __extension_title } set { __extension_title = newValue } }"))
        #expect(extensionText.contains("    func __extension_viewDidLoad() { super.viewDidLoad() }"))
        #expect(extensionText.contains("    var __extension_title: String? { get { \"Settings\" } set { } }"))
        #expect(lineCount(classText) == lineCount(source) + 1)
        #expect(lineCount(extensionText) == lineCount(other) + 1)
    }

    @Test("Overrides in extensions of types the app does not declare, and static or variadic ones, are left as written")
    func othersLeftAlone() {
        // Given an extension of a UIKit class and of an app class with members that cannot be forwarded
        let source = """
        class Board: UIView {}
        extension UIViewController {
            override open func awakeFromNib() {}
        }
        extension Board {
            override class var layerClass: AnyClass { CAShapeLayer.self }
            override func log(_ items: Any...) {}
        }
        """

        // When it is rewritten
        let text = body(source)

        // Then nothing is renamed and Board forwards nothing
        #expect(text.contains("    override open func awakeFromNib() {}"))
        #expect(text.contains("    override class var layerClass: AnyClass { CAShapeLayer.self }"))
        #expect(text.contains("    override func log(_ items: Any...) {}"))
        #expect(!text.contains("__extension_"))
    }
}
