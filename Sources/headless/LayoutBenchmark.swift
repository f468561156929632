import Foundation
import HeadlessUIKit

/// `headless benchmark --layout`: the shapes of `../shared/bench/layout/SHAPES.md`, built through
/// HeadlessUIKit's public API (views, anchors, `layoutIfNeeded()`), printed in the same columns as
/// Kiwi's harness (`kiwi/run.sh`) so the two can be divided row by row.
@MainActor
enum LayoutBenchmark {
    /// One shape and size.
    struct Case {
        let shape: String
        let n: Int
    }

    /// SHAPES.md's sizes.
    static let cases: [Case] = [
        ("chain", 10), ("chain", 100), ("chain", 1000), ("grid", 3), ("grid", 10), ("grid", 30),
        ("siblings", 100), ("siblings", 1000), ("siblings", 5000), ("nested", 10), ("nested", 100), ("nested", 500),
        ("squeeze", 10), ("squeeze", 100), ("squeeze", 300),
    ].map { Case(shape: $0.0, n: $0.1) }

    /// A built shape: the root, the constraint whose constant the `constant` row changes, and the checked value.
    struct System {
        let root: UIView
        let first: NSLayoutConstraint
        let count: Int
        let check: () -> CGFloat
    }

    /// Builds a shape at its base size and lays it out.
    static func build(_ shape: String, _ n: Int) -> System {
        let w0 = 2000 + 20 * CGFloat(n), h0 = 1500 + 20 * CGFloat(n)
        let root = UIView(frame: .zero)
        var views: [UIView] = []
        func make(in parent: UIView) -> UIView {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            views.append(view)
            return view
        }
        var list: [NSLayoutConstraint] = []
        let first: NSLayoutConstraint
        let check: () -> CGFloat
        switch shape {
        case "chain", "squeeze":
            let v = (0..<n).map { _ in make(in: root) }
            first = v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            list.append(first)
            for i in 1..<n { list.append(v[i].leadingAnchor.constraint(equalTo: v[i - 1].trailingAnchor, constant: 8)) }
            if shape == "squeeze" {
                list.append(v[n - 1].trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8))
                let wish = v[0].widthAnchor.constraint(equalToConstant: 40)
                wish.priority = .defaultHigh
                list.append(wish)
                for view in v { list.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: 1)) }
            } else {
                list.append(v[n - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8))
            }
            for i in 1..<n { list.append(v[i].widthAnchor.constraint(equalTo: v[0].widthAnchor)) }
            for view in v {
                list.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
                list.append(view.heightAnchor.constraint(equalToConstant: 44))
            }
            check = { v[0].frame.width }
        case "grid":
            let cells = (0..<(n * n)).map { _ in make(in: root) }
            func at(_ row: Int, _ col: Int) -> UIView { cells[row * n + col] }
            first = at(0, 0).leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            list.append(first)
            for col in 1..<n {
                list.append(at(0, col).leadingAnchor.constraint(equalTo: at(0, col - 1).trailingAnchor, constant: 8))
                list.append(at(0, col).widthAnchor.constraint(equalTo: at(0, 0).widthAnchor))
            }
            list.append(at(0, n - 1).trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8))
            for row in 1..<n {
                for col in 0..<n {
                    list.append(at(row, col).leadingAnchor.constraint(equalTo: at(0, col).leadingAnchor))
                    list.append(at(row, col).widthAnchor.constraint(equalTo: at(0, col).widthAnchor))
                }
            }
            list.append(at(0, 0).topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
            for row in 1..<n {
                list.append(at(row, 0).topAnchor.constraint(equalTo: at(row - 1, 0).bottomAnchor, constant: 8))
                list.append(at(row, 0).heightAnchor.constraint(equalTo: at(0, 0).heightAnchor))
            }
            list.append(at(n - 1, 0).bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8))
            for row in 0..<n {
                for col in 1..<n {
                    list.append(at(row, col).topAnchor.constraint(equalTo: at(row, 0).topAnchor))
                    list.append(at(row, col).heightAnchor.constraint(equalTo: at(row, 0).heightAnchor))
                }
            }
            check = { cells[0].frame.width }
        case "siblings":
            let v = (0..<n).map { _ in make(in: root) }
            first = v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
            list.append(first)
            for i in 1..<n { list.append(v[i].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3 * CGFloat(i % 100))) }
            for (i, view) in v.enumerated() {
                list.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 3 * CGFloat(i / 100)))
                list.append(view.widthAnchor.constraint(equalToConstant: 100))
                list.append(view.heightAnchor.constraint(equalToConstant: 20))
            }
            check = { v[n - 1].frame.minX }
        default: // nested
            var parent = root
            var firstConstraint: NSLayoutConstraint?
            for _ in 0..<n {
                let view = make(in: parent)
                let leading = view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2)
                if firstConstraint == nil { firstConstraint = leading }
                list += [leading, view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -2),
                         view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 2),
                         view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -2)]
                parent = view
            }
            first = firstConstraint!
            let innermost = parent
            check = { innermost.frame.width }
        }
        NSLayoutConstraint.activate(list)
        root.frame = CGRect(x: 0, y: 0, width: w0, height: h0)
        root.layoutIfNeeded()
        return System(root: root, first: first, count: list.count, check: check)
    }

    /// Best pass's microseconds per call: passes of `perPass` calls until the budget is spent or 5 passes are done.
    static func best(budget: Double, perPass: Int, _ body: (Int) -> Void) -> Double {
        var bestMicros = Double.infinity, spent = 0.0
        for pass in 0..<5 where pass == 0 || spent < budget {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<perPass { body(i + 1) }
            let micros = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
            spent += micros / 1e6
            bestMicros = min(bestMicros, micros / Double(perPass))
        }
        return bestMicros
    }

    /// Runs the rows (all, or one shape) and prints them, as TSV or as a table.
    static func run(shape only: String?, budget: Double, tsv: Bool, progress: (String) -> Void) {
        var rows: [[String]] = [["shape", "n", "constraints", "metric", "microseconds", "check"]]
        for c in cases where only == nil || only == "all" || only == c.shape {
            progress("\(c.shape) \(c.n)…")
            var count = 0
            var checkValue: CGFloat = 0
            let buildMicros = best(budget: budget, perPass: c.n >= 100 ? 1 : 20) { _ in
                let system = build(c.shape, c.n)
                count = system.count
                checkValue = system.check()
            }
            let system = build(c.shape, c.n)
            let w0 = system.root.frame.width
            let resizeMicros = best(budget: budget, perPass: 10) { k in
                system.root.frame.size.width = w0 + 10 * CGFloat(k % 50)
                system.root.layoutIfNeeded()
            }
            system.root.frame.size.width = w0
            system.root.layoutIfNeeded()
            let base: CGFloat = c.shape == "nested" ? 2 : c.shape == "siblings" ? 0 : 8
            let constantMicros = best(budget: budget, perPass: 10) { k in
                system.first.constant = (c.shape == "nested" ? 2 : 8) + CGFloat(k % 7)
                system.root.layoutIfNeeded()
            }
            system.first.constant = base
            let checkName = c.shape == "siblings" ? "last.left" : c.shape == "nested" ? "inner.width" : "v0.width"
            let common = [c.shape, String(c.n), String(count)]
            rows.append(common + ["build", String(format: "%.2f", buildMicros), "\(checkName)=\(String(format: "%.4f", Double(checkValue)))"])
            rows.append(common + ["resize", String(format: "%.2f", resizeMicros), ""])
            rows.append(common + ["constant", String(format: "%.2f", constantMicros), ""])
        }
        if tsv {
            for row in rows { print(row.joined(separator: "\t")) }
        } else {
            let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                print(zip(row, widths).map { $0.0.padding(toLength: $0.1, withPad: " ", startingAt: 0) }.joined(separator: "  "))
            }
        }
    }
}

/// The corpus row: the storyboard scene of `../shared/corpus` whose view holds the most
/// constraints, from instantiation to its first layout, and a rotation (width and height
/// swapped) laid out again.
@MainActor
enum CorpusSceneLayoutBenchmark {
    /// The scene found and its times.
    struct Result {
        let file: String
        let scene: String
        let views: Int
        let constraints: Int
        let loadMicros: Double
        let rotateMicros: Double
    }

    /// Finds the scene with the most constraints among the corpus's iOS storyboards, then times it.
    static func run(corpus: URL, budget: Double) -> Result? {
        let previousPolicy = NibLoading.problemPolicy
        let previousLevel = HeadlessUIKitLog.logger.logLevel
        NibLoading.problemPolicy = .logAndContinue
        HeadlessUIKitLog.logger.logLevel = .critical
        defer { NibLoading.problemPolicy = previousPolicy; HeadlessUIKitLog.logger.logLevel = previousLevel }
        guard let files = try? BenchmarkWork.cocoaTouchFiles(in: corpus) else { return nil }
        var best: (storyboard: UIStoryboard, file: String, scene: String, views: Int, constraints: Int)?
        for file in files where file.name.hasSuffix(".storyboard") {
            guard let storyboard = try? UIStoryboard.load(contentsOf: URL(fileURLWithPath: file.path)) else { continue }
            for identifier in storyboard.identifiers {
                guard let controller = try? storyboard.instantiateViewControllerOrThrow(withIdentifier: identifier),
                      let view = loadedView(controller) else { continue }
                let (views, constraints) = count(view)
                if constraints > (best?.constraints ?? 0) { best = (storyboard, file.name, identifier, views, constraints) }
            }
        }
        guard let best else { return nil }
        let size = UIScreen.main.bounds.size
        let load = LayoutBenchmark.best(budget: budget, perPass: 20) { _ in
            guard let controller = try? best.storyboard.instantiateViewControllerOrThrow(withIdentifier: best.scene),
                  let view = loadedView(controller) else { return }
            view.frame = CGRect(origin: .zero, size: size)
            view.layoutIfNeeded()
        }
        guard let controller = try? best.storyboard.instantiateViewControllerOrThrow(withIdentifier: best.scene),
              let view = loadedView(controller) else { return nil }
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        let rotate = LayoutBenchmark.best(budget: budget, perPass: 20) { k in
            view.frame.size = k % 2 == 1 ? CGSize(width: size.height, height: size.width) : size
            view.layoutIfNeeded()
        }
        return Result(file: best.file, scene: best.scene, views: best.views, constraints: best.constraints,
                      loadMicros: load, rotateMicros: rotate)
    }

    private static func loadedView(_ controller: UIViewController) -> UIView? {
        controller.loadViewIfNeeded()
        return controller.viewIfLoaded
    }

    /// Views and held constraints in a hierarchy.
    private static func count(_ root: UIView) -> (Int, Int) {
        var views = 0, constraints = 0
        var stack = [root]
        while let view = stack.popLast() {
            views += 1
            constraints += view.constraints.count
            stack.append(contentsOf: view.subviews)
        }
        return (views, constraints)
    }
}
