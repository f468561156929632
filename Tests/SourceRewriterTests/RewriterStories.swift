import Testing
@testable import SourceRewriter

/// The rewritten text without its first line (the `#sourceLocation`).
func body(_ source: String, file: String = "App/View.swift") -> String {
    String(SourceRewriter.rewrite(source, fileName: file).text.drop { $0 != "\n" }.dropFirst())
}

func lineCount(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }

@Suite("Rewriting an app's file for Linux")
struct RewriterStories {
    @Test("The rewritten file starts with a #sourceLocation naming the original file, line 1")
    func sourceLocationFirst() {
        let result = SourceRewriter.rewrite("import UIKit\n", fileName: "My \"App\"/A.swift")
        #expect(result.text == "#sourceLocation(file: \"My \\\"App\\\"/A.swift\", line: 1)\nimport UIKit\n")
        #expect(result.notes.isEmpty)
    }

    @Test("@objc, @objc(name), @nonobjc, @objcMembers and dynamic go; @IBDesignable stays")
    func objcAttributesRemoved() {
        let source = """
        @objcMembers @IBDesignable
        class Store: Base {
            @objc dynamic var count = 0
            @nonobjc
            private func reload() {}
            public dynamic func refresh() {}
        }
        @objc enum Kind: Int { case a }
        """
        #expect(body(source) == """
        @IBDesignable
        class Store: Base {
            var count = 0
            
            private func reload() {}
            public func refresh() {}
        }
        enum Kind: Int { case a }
        """)
    }

    @Test("@IBOutlet becomes @Outlet, weak goes, access modifiers stay")
    func outlets() {
        let source = """
        class C: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet private weak var button: UIButton?
            @IBOutlet
            var field: UITextField!
            @IBOutlet var stars: [UIButton]!
            @IBOutlet var all: [UIView] = []
            weak var delegate: AnyObject?
        }
        """
        #expect(body(source) == """
        class C: UIViewController {
            @Outlet var nameLabel: UILabel!
            @Outlet private var button: UIButton?
            @Outlet
            var field: UITextField!
            @OutletCollection var stars: [UIButton]
            @OutletCollection var all: [UIView] = []
            weak var delegate: AnyObject?
        }
        """)
    }

    @Test("@IBInspectable becomes @Inspectable; an optional one gets its nil; a computed one loses the attribute")
    func inspectables() {
        let source = """
        class V: UIView {
            @IBInspectable var starSize: CGSize = CGSize(width: 44.0, height: 44.0) {
                didSet { setup() }
            }
            @IBInspectable var tint: UIColor?
            @IBInspectable var radius: CGFloat { get { 1 } set {} }
        }
        """
        let result = SourceRewriter.rewrite(source, fileName: "V.swift")
        #expect(body(source) == """
        class V: UIView {
            @Inspectable var starSize: CGSize = CGSize(width: 44.0, height: 44.0) {
                didSet { setup() }
            }
            @Inspectable var tint: UIColor? = nil
            var radius: CGFloat { get { 1 } set {} }
        }
        """)
        #expect(result.notes.map(\.severity) == [.warning])
        #expect(result.notes.first?.line == 6)
    }

    @Test("#selector becomes the Objective-C selector, as Swift derives it")
    func selectors() {
        let source = """
        class C: UIView {
            func go() {
                a(#selector(C.ratingButtonTapped(button:)))
                a(#selector(save(_:)))
                a(#selector(reset))
                a(#selector(insert(_:at:)))
                a(#selector(move(to:)))
                a(#selector(self.tapped(_:forEvent:)))
                a(#selector(getter: C.title))
                a(#selector(setter: C.title))
                a(#selector(named))
            }
            @objc func ratingButtonTapped(button: UIButton) {}
            @objc func save(_ sender: Any?) {}
            @objc func reset() {}
            @objc(renamedWith:) func named(_ x: Any?) {}
        }
        """
        let text = body(source)
        #expect(text.contains(#"a(Selector("ratingButtonTappedWithButton:"))"#))
        #expect(text.contains(#"a(Selector("save:"))"#))
        #expect(text.contains(#"a(Selector("reset"))"#))
        #expect(text.contains(#"a(Selector("insert:at:"))"#))
        #expect(text.contains(#"a(Selector("moveTo:"))"#))
        #expect(text.contains(#"a(Selector("tapped:forEvent:"))"#))
        #expect(text.contains(#"a(Selector("title"))"#))
        #expect(text.contains(#"a(Selector("setTitle:"))"#))
        #expect(text.contains(#"a(Selector("renamedWith:"))"#))
    }

    @Test("#keyPath becomes the key path's string")
    func keyPaths() {
        #expect(body("observe(#keyPath(Meal.name.count), x)\nlet k = #keyPath(rating)\n") == "observe(\"name.count\", x)\nlet k = \"rating\"\n")
    }

    @Test("Objective-C names: With before a first label unless a preposition is next to it")
    func selectorNames() {
        #expect(ObjCSelectorName.method("save", labels: []) == "save")
        #expect(ObjCSelectorName.method("save", labels: ["_"]) == "save:")
        #expect(ObjCSelectorName.method("ratingButtonTapped", labels: ["button"]) == "ratingButtonTappedWithButton:")
        #expect(ObjCSelectorName.method("init", labels: ["frame"]) == "initWithFrame:")
        #expect(ObjCSelectorName.method("move", labels: ["to"]) == "moveTo:")
        #expect(ObjCSelectorName.method("scrollTo", labels: ["item"]) == "scrollToItem:")
        #expect(ObjCSelectorName.method("tableView", labels: ["_", "didSelectRowAt"]) == "tableView:didSelectRowAt:")
        #expect(ObjCSelectorName.method("insert", labels: ["_", "_"]) == "insert::")
        #expect(ObjCSelectorName.setter("title") == "setTitle:")
    }

    @Test("A class's @IBAction and @objc methods are listed in its actionMethods, on the closing brace's line")
    func actionTables() {
        let source = """
        class MealViewController: UIViewController {
            @IBAction func cancel(_ sender: UIBarButtonItem) {}
            @IBAction func done() {}
            @IBAction func unwind(sender: UIStoryboardSegue) {}
            @objc func any(_ sender: Any?) {}
            @objc func maybe(_ sender: UIButton?) {}
            func notAnAction() {}
        }
        """
        let text = body(source)
        #expect(lineCount(text) == lineCount(source))
        let last = text.split(separator: "\n").last.map(String.init)
        #expect(last == "    override class var actionMethods: ActionMethods { super.actionMethods.adding(["
            + #""cancel:": .init(MealViewController.self) { target, sender in target.cancel(sender as! UIBarButtonItem) }, "#
            + #""done": .init(MealViewController.self) { target, _ in target.done() }, "#
            + #""unwindWithSender:": .init(MealViewController.self) { target, sender in target.unwind(sender: sender as! UIStoryboardSegue) }, "#
            + #""any:": .init(MealViewController.self) { target, sender in target.any(sender) }, "#
            + #""maybe:": .init(MealViewController.self) { target, sender in target.maybe(sender as? UIButton) }"#
            + "]) } }")
        // Linux's compiler takes @IBAction on a method of one parameter only.
        #expect(text.contains("    @IBAction func cancel(_ sender: UIBarButtonItem) {}"))
        #expect(text.contains("    func done() {}"))
    }

    @Test("A class's @IBSegueAction methods are listed in its actionMethods as segue actions, with the coder, sender and identifier they take")
    func segueActionTables() {
        // Given a controller with the three shapes of segue action
        let source = """
        class ListViewController: UIViewController {
            @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController? { nil }
            @IBSegueAction func makeEditor(_ coder: NSCoder, sender: Any?) -> EditorViewController? { nil }
            @IBSegueAction func makeOther(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController { UIViewController() }
        }
        """

        // When the file is rewritten
        let text = body(source)

        // Then each is listed under its Objective-C selector, called with what it takes, and keeps its attribute
        #expect(lineCount(text) == lineCount(source))
        #expect(text.contains(#""makeDetail:": .init(segueAction: { (target: ListViewController) in { coder, sender, identifier in target.makeDetail(coder) } })"#))
        #expect(text.contains(#""makeEditor:sender:": .init(segueAction: { (target: ListViewController) in { coder, sender, identifier in target.makeEditor(coder, sender: sender) } })"#))
        #expect(text.contains(#""makeOtherWithCoder:sender:segueIdentifier:": .init(segueAction: { (target: ListViewController) in { coder, sender, identifier in target.makeOther(coder: coder, sender: sender, segueIdentifier: identifier) } })"#))
        #expect(text.contains("    @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController? { nil }"))
    }

    @Test("A method named only by a #selector is listed too; one in an extension of the same file as well")
    func selectorTargetsListed() {
        let source = """
        class C: UIView {
            func setup() { b.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside) }
            func tapped(_ sender: UIButton) {}
        }
        extension C {
            @objc func more() {}
        }
        """
        let text = body(source)
        #expect(text.contains(#""tapped:": .init(C.self) { target, sender in target.tapped(sender as! UIButton) }"#))
        #expect(text.contains(#""more": .init(C.self) { target, _ in target.more() }"#))
    }

    @Test("A target that is not a responder conforms to ActionMethodsProviding")
    func nonResponderTargets() {
        let source = """
        final class Helper: NSObject {
            @objc func fire() {}
        }
        class Plain {
            @objc func fire() {}
        }
        """
        let text = body(source)
        #expect(text.contains("final class Helper: NSObject, ActionMethodsProviding {"))
        #expect(text.contains("class Plain: ActionMethodsProviding {"))
        #expect(text.contains(#"    class var actionMethods: ActionMethods { ActionMethods(["fire": .init(Plain.self) { target, _ in target.fire() }]) } }"#))
    }

    @Test("import os.log, import os and import OSLog become import HeadlessOSLog")
    func osLogImports() {
        #expect(body("import UIKit\nimport os.log\nimport os\nimport OSLog\n")
            == "import UIKit\nimport HeadlessOSLog\nimport HeadlessOSLog\nimport HeadlessOSLog\n")
    }

    @Test("An override of an initializer HeadlessUIKit makes required gets `required`, through the app's own base classes too")
    func requiredInitializerOverrides() {
        // Given cells, a layer and a plain view that override initializers, one cell through an app base class in another file
        let source = """
        class Card: BaseCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
        }
        class Tile: UICollectionViewCell {
            override public init(frame: CGRect) { super.init(frame: frame) }
            convenience init() { self.init(frame: .zero) }
        }
        class Pulse: CAShapeLayer {
            override init() { super.init() }
            override init(layer: Any) { super.init(layer: layer) }
        }
        class Plain: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
        }
        """
        let context = RewriteContext(superclasses: ["BaseCell": "UITableViewCell"])
        let text = SourceRewriter.rewrite(source, fileName: "App/Cells.swift", context: context).text

        // When it is rewritten, then the overrides of required initializers say so, and the plain view's does not
        #expect(text.contains("    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"))
        #expect(text.contains("    required override public init(frame: CGRect)"))
        #expect(text.contains("    convenience init() { self.init(frame: .zero) }"))
        #expect(text.contains("    required override init() { super.init() }"))
        #expect(text.contains("    required override init(layer: Any)"))
        #expect(text.contains("    override init(frame: CGRect) { super.init(frame: frame) }\n}"))
        #expect(lineCount(text) == lineCount(source) + 1)
    }

    @Test("The context scan records each app class's superclass, without module or generic arguments")
    func superclassesScanned() {
        let context = RewriteContext.scanning(["class A: UIKit.UITableViewCell, Hashable {}\nclass B<T>: A {}\nclass C: Base<Int> {}\n"])
        #expect(context.superclasses == ["A": "UITableViewCell", "B": "A", "C": "Base"])
    }

    @Test("UIKit submodules, CoreGraphics and QuartzCore become import UIKit, which carries their API")
    func frameworkImports() {
        // Given a file importing what UIKit's gesture subclasses, CoreGraphics and QuartzCore give on iOS
        let source = "import UIKit.UIGestureRecognizerSubclass\nimport CoreGraphics\nimport QuartzCore // layers\nimport class QuartzCore.CALayer\nimport Dispatch\n"

        // When it is rewritten, then each names HeadlessUIKit's UIKit module, comments kept, and Dispatch stays
        #expect(body(source) == "import UIKit\nimport UIKit\nimport UIKit // layers\nimport UIKit\nimport Dispatch\n")
    }

    @Test("An import of an Apple framework with no Linux stand-in stays, with a warning naming it and its line")
    func unavailableFrameworkImport() {
        // Given a file that imports UIKit and MapKit
        let result = SourceRewriter.rewrite("import UIKit\nimport MapKit\n", fileName: "MapScreen.swift")

        // Then the import is left as written and one warning names MapKit on line 2
        #expect(body("import UIKit\nimport MapKit\n") == "import UIKit\nimport MapKit\n")
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.severity == .warning)
        #expect(result.notes.first?.line == 2)
        #expect(result.notes.first?.message.contains("MapKit") == true)
    }

    @Test("@UIApplicationMain and an app delegate's @main are removed, with a note, keeping the lines")
    func launchAttributes() {
        let source = """
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
        }
        @main class Other: UIResponder, UIApplicationDelegate {}
        @main struct Tool {}
        """
        let result = SourceRewriter.rewrite(source, fileName: "AppDelegate.swift")
        #expect(body(source) == """
        
        class AppDelegate: UIResponder, UIApplicationDelegate {
        }
        class Other: UIResponder, UIApplicationDelegate {}
        @main struct Tool {}
        """)
        #expect(result.notes.map(\.line) == [1, 4])
        #expect(result.notes.allSatisfy { $0.severity == .note })
    }

    @Test("required init(coder:) stays as written: HeadlessUIKit's initializers have UIKit's failability")
    func initCoder() {
        let source = """
        class R: UIStackView {
            required init(coder: NSCoder) { super.init(coder: coder) }
        }
        class V: UIView {
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
        }
        """
        let result = SourceRewriter.rewrite(source, fileName: "R.swift")
        #expect(body(source, file: "R.swift") == source)
        #expect(result.notes.isEmpty)
    }

    @Test("A #selector of a method the file does not declare is taken to have no parameter, with a warning")
    func unknownSelector() {
        let result = SourceRewriter.rewrite("let s = #selector(elsewhere)\n", fileName: "S.swift")
        #expect(result.text.hasSuffix(#"let s = Selector("elsewhere")"# + "\n"))
        #expect(result.notes.map(\.severity) == [.warning])
        #expect(result.notes.first?.description.hasPrefix("S.swift:1:9: warning:") == true)
    }

    @Test("An action taking the sender and the event is listed with both; @objc methods that are no actions are not")
    func senderAndEvent() {
        let source = """
        class C: UIControl {
            @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            @objc func count() -> Int { 0 }
            @objc func tableView(_ t: UITableView, didSelectRowAt i: IndexPath) {}
            func outer() { func inner() {} }
        }
        """
        let text = body(source)
        #expect(text.contains(#"["tapped:forEvent:": .init { (target: C) in { sender, event in target.tapped(sender as! UIButton, forEvent: event!) } }]"#))
        #expect(!text.contains(#""count""#))
        #expect(!text.contains("tableView:"))
    }

    @Test("An action method with three parameters is a failure")
    func tooManyParameters() {
        let result = SourceRewriter.rewrite("class C: UIView {\n    @IBAction func f(_ a: Any, b: Any, c: Any) {}\n}\n", fileName: "C.swift")
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.line == 2)
    }
}

extension RewriterStories {
    @Test("A class written on one line gets its action table after a semicolon, on the same line")
    func oneLineClassGetsASemicolon() {
        // Given a whole class on one line, with an action
        let source = "import UIKit\nfinal class Added: NSObject { @objc func poke(_ sender: Any?) {} }\n"
        // When it is rewritten
        let rewritten = body(source)
        // Then the table follows the method after a `;` (two declarations on one line need one), and no line is added
        #expect(rewritten.contains("func poke(_ sender: Any?) {} ; class var actionMethods"))
        #expect(lineCount(rewritten) == lineCount(source))
    }
}
