import HeadlessUIKit

// Seed 001's quiz: the AppDelegate colours the view red, loadView green, viewDidLoad brown.
// What colour is the screen?

/// The quiz's controller, as seed 001 writes it: a custom view in loadView, a colour in viewDidLoad.
class ViewController: UIViewController {
    /// Builds the root view in code: screen-sized and green. No call to super (rule 7).
    override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .green
        self.view = view
    }

    /// Colours the freshly loaded view brown.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .brown
    }
}

/// The colours the quiz's view had right after each callback, in the order they ran.
@MainActor
final class ColorLog {
    /// One callback and the view's colour just after it returned.
    struct Entry {
        /// The callback's name, as the recorder spells it (`loadView`).
        let callback: String
        /// The view's backgroundColor after it, or nil with no view.
        let color: UIColor?
    }

    /// Every entry so far.
    private(set) var entries: [Entry] = []
    /// How many entries `take(_:)` has handed out per callback.
    private var taken: [String: Int] = [:]

    /// Notes the colour after `callback`.
    func note(_ callback: String, _ color: UIColor?) { entries.append(Entry(callback: callback, color: color)) }

    /// The next colour noted for `callback` not handed out yet, if any.
    func take(_ callback: String) -> Entry? {
        let matching = entries.filter { $0.callback == callback }
        let index = taken[callback, default: 0]
        guard index < matching.count else { return nil }
        taken[callback] = index + 1
        return matching[index]
    }
}

/// Demo instrumentation only: the quiz's controller, unchanged, plus a note of the colour after each callback.
final class ObservedViewController: ViewController {
    /// Where the colours go.
    let log = ColorLog()

    /// Runs the quiz's loadView, then notes the colour.
    override func loadView() { super.loadView(); log.note("loadView", viewIfLoaded?.backgroundColor) }
    /// Runs the quiz's viewDidLoad, then notes the colour.
    override func viewDidLoad() { super.viewDidLoad(); log.note("viewDidLoad", viewIfLoaded?.backgroundColor) }
    /// Notes the colour when the view is about to appear.
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.note("viewWillAppear", viewIfLoaded?.backgroundColor) }
    /// Notes the colour once the view is in the window.
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.note("viewIsAppearing", viewIfLoaded?.backgroundColor) }
    /// Notes the colour once the view has appeared.
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.note("viewDidAppear", viewIfLoaded?.backgroundColor) }
    /// Notes the colour before layout.
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.note("viewWillLayoutSubviews", viewIfLoaded?.backgroundColor) }
    /// Notes the colour after layout.
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.note("viewDidLayoutSubviews", viewIfLoaded?.backgroundColor) }
}

/// Replays seed 001's quiz line by line and prints each callback with the colour it left.
@MainActor
struct Seed001Demo {
    /// Where the output goes.
    let terminal: Terminal
    /// The column where colours are printed.
    private let column = 52

    /// Asks the question, replays the AppDelegate's lines, then answers from the real view.
    func run() {
        let t = terminal
        t.line(t.title("Seed 001 · What colour is the screen?"))
        t.line()
        for source in Self.listing { t.line(source.isEmpty ? "" : t.code("    " + source)) }
        t.line()
        t.line(t.bold("What colour is the screen?") + " Many answer green. Replaying it:")
        t.line()

        // Every object (here: the window and vc), so that vc's init, which runs before it can be named, is seen.
        let recorder = LifecycleRecorder(scope: .all)
        var printed = 0
        var history: [(writer: String, color: UIColor)] = []
        var lastColor: UIColor?
        var observed: ObservedViewController?

        /// Runs one line of the AppDelegate, then prints the callbacks it caused and the colour after it.
        func step(_ source: String, quiet: String = "(no callbacks)", _ action: () -> Void, colorAfter: () -> UIColor?) {
            t.line(t.code("  " + source))
            action()
            for event in recorder.events[printed...] {
                let indent = String(repeating: "  ", count: event.depth + 2)
                let plain = recorder.render(event)
                let text = indent + styled(plain, event.kind)
                guard event.kind == .controller, let entry = observed?.log.take(event.callback) else {
                    t.line(text)
                    continue
                }
                let gap = t.pad(indent + plain, to: column).dropFirst(indent.count + plain.count)
                t.line(text + gap + "backgroundColor: " + t.colorName(entry.color))
                if let color = entry.color, color != lastColor { history.append((event.callback, color)) }
                lastColor = entry.color
            }
            if printed == recorder.events.count { t.line("    " + quiet) }
            printed = recorder.events.count
            let after = colorAfter()
            if let after, after != lastColor {
                history.append(("AppDelegate: \(source)", after))
                t.line(t.pad("    (after the assignment)", to: column) + "backgroundColor: " + t.colorName(after))
            }
            lastColor = after
        }

        let window = UIWindow()
        recorder.name(window, "window")

        step("let vc = ViewController()", {
            observed = ObservedViewController()
            recorder.name(observed!, "vc")
        }, colorAfter: { observed?.viewIfLoaded?.backgroundColor })
        guard let vc = observed else { return }
        if !vc.isViewLoaded { t.line(t.pad("    (the view is not loaded yet)", to: column) + "backgroundColor: –") }
        step("vc.view.backgroundColor = .red", { vc.view.backgroundColor = .red },
             colorAfter: { vc.viewIfLoaded?.backgroundColor })
        step("window.rootViewController = vc", quiet: "(no callbacks: the view is already loaded, the window still hidden)", { window.rootViewController = vc },
             colorAfter: { vc.viewIfLoaded?.backgroundColor })
        step("window.makeKeyAndVisible()", { window.makeKeyAndVisible() },
             colorAfter: { vc.viewIfLoaded?.backgroundColor })
        step("// the run loop turns", { UIApplication.shared.runUntilIdle() },
             colorAfter: { vc.viewIfLoaded?.backgroundColor })
        recorder.stop()

        let answer = window.rootViewController?.view.backgroundColor
        t.line()
        t.line(t.bold("Answer: ") + t.colorName(answer) + ".")
        t.line("  " + history.map { "\(t.colorName($0.color)) (\($0.writer))" }.joined(separator: " → "))
        t.line("  `vc.view` in the AppDelegate calls the view getter: no view is loaded yet, so it runs")
        t.line("  loadView, then viewDidLoad, and returns only then; the AppDelegate's assignment runs last.")
        t.line("  Showing the window changes no colour. The last writer wins.")
    }

    /// An event's text styled as `LifecycleRecorder.timeline(colored:)` does: bold subject for controllers, cyan for the window.
    private func styled(_ text: String, _ kind: LifecycleRecorder.Kind) -> String {
        switch kind {
        case .application: return terminal.style(text, "36")
        case .controller:
            guard let dot = text.firstIndex(of: ".") else { return text }
            return terminal.bold(String(text[..<dot])) + text[dot...]
        case .view: return terminal.style(text, "2")
        case .diagnostic: return terminal.style(text, "33")
        }
    }

    /// The quiz's code, as printed above the replay.
    static let listing = [
        "// AppDelegate",
        "let vc = ViewController()",
        "vc.view.backgroundColor = .red",
        "window.rootViewController = vc",
        "window.makeKeyAndVisible()",
        "",
        "// ViewController",
        "override func loadView() {",
        "    let view = UIView(frame: UIScreen.main.bounds)",
        "    view.backgroundColor = .green",
        "    self.view = view",
        "}",
        "override func viewDidLoad() {",
        "    super.viewDidLoad()",
        "    view.backgroundColor = .brown",
        "}",
    ]
}
