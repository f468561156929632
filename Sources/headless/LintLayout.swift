import Foundation
@_spi(Tools) import HeadlessUIKit
import IBLint
import InterfaceBuilder

/// `headless lint`'s solver rules, `unsatisfiable_constraints` and `ambiguous_layout`: each storyboard scene (and
/// each top-level view of a xib) is instantiated with HeadlessUIKit and laid out as `headless layout` does (root at
/// its stored size, the document's device's safe area, content-sized views at their stored sizes); conflicts the
/// engine meets and views it leaves undetermined become diagnostics naming the IB ids and user labels involved.
/// IBLint has no path from the IB model to solver constraints without the runtime (guides, margins, stack views
/// and intrinsic sizes live in HeadlessUIKit's `LayoutEngine`), so this runs here, beside the IBLint report.
@MainActor
struct LintLayout {
    /// Report conflicts.
    var unsatisfiable: Bool
    /// Report ambiguous views.
    var ambiguous: Bool

    /// The two rules' findings for one file (nothing for files that cannot be read or instantiated: other rules
    /// report those).
    func check(file: String) -> [LintDiagnostic] {
        let url = URL(fileURLWithPath: file)
        guard let data = try? Data(contentsOf: url),
              let document = try? IBDocument.readTolerating(data: data, fileName: file).document,
              document.header.useAutolayout == true else { return [] }
        let restore = ToolLoading.begin()
        defer {
            restore()
            LayoutConflicts.observer = nil
        }
        var found: [LintDiagnostic] = []
        for (root, rootIndex, controller) in roots(url: url, document: document) {
            found += layOut(root, rootIndex: rootIndex, controller: controller, document: document, file: file)
        }
        return found
    }

    /// The runtime roots to lay out: each scene's controller view, or each top-level view of a xib.
    private func roots(url: URL, document: IBDocument) -> [(UIView, Int, Int?)] {
        UIApplication.shared.resetForTesting()
        if document.kind == .storyboard {
            guard let storyboard = try? UIStoryboard.load(contentsOf: url) else { return [] }
            return document.controllers.compactMap { controller in
                guard let rootObject = document.view(of: controller) else { return nil }
                let identifier = StoryboardCompiler.identifierOf(controller, in: document)
                guard let instance = try? storyboard.instantiateViewControllerOrThrow(withIdentifier: identifier) else { return nil }
                // A scene whose load raises (an embed of a missing storyboard: UIKit's NSInvalidArgumentException)
                // is still laid out as far as it loaded; the missing file is another rule's finding, not a crash.
                try? instance.loadViewIfNeededOrThrow()
                return instance.viewIfLoaded.map { ($0, rootObject.index, controller.index) }
            }
        }
        let ownerConnectsView = document.filesOwner.map { owner in
            document.connections.contains { $0.kind == .outlet && $0.source == owner.index && $0.property == "view" }
        } ?? false
        guard let objects = try? UINib.load(contentsOf: url).instantiateOrThrow(withOwner: ownerConnectsView ? UIViewController() : nil) else { return [] }
        let views = objects.compactMap { $0 as? UIView }
        var cursor = 0
        var result: [(UIView, Int, Int?)] = []
        for top in document.topLevelObjects where NibNames.isView(kind: document[top].kind) && document[top].isInstalled {
            guard let found = LayoutComparison.pick(views, from: cursor, for: document[top]) else { continue }
            cursor = found + 1
            result.append((views[found], top, nil))
        }
        return result
    }

    /// Lays one root out and turns what the solver found into diagnostics.
    private func layOut(_ root: UIView, rootIndex: Int, controller: Int?, document: IBDocument, file: String) -> [LintDiagnostic] {
        var conflicts: [[NSLayoutConstraint]] = []
        var internalOnly = 0
        LayoutConflicts.observer = { constraints, _ in
            if constraints.isEmpty { internalOnly += 1 } else { conflicts.append(constraints) }
        }
        let comparison = LayoutComparison(document: document, rootIndex: rootIndex, root: root)
        comparison.overrideIntrinsicSizes()
        // UIKit's bars have an intrinsic height (toolbar and navigation bar 44, tab bar 49) HeadlessUIKit's lack:
        // give them their stored height, so a bar pinned by its edges alone is not ambiguous.
        for pair in comparison.pairs where pair.depth > 0 && (pair.view is UIToolbar || pair.view is UINavigationBar || pair.view is UITabBar) {
            guard pair.view.intrinsicContentSize.height == UIView.noIntrinsicMetric, let frame = document[pair.index].frame else { continue }
            pair.view.intrinsicContentSizeOverride = CGSize(width: UIView.noIntrinsicMetric, height: frame.height)
        }
        let isControllerView = controller != nil
        let device = DesignDevice(header: document.header, rootSize: .zero, isControllerView: isControllerView)
        // The stored frame is the design size (the device's screen for a scene's view); without one, the
        // document's device, else an iPhone 14.
        let stored = document[rootIndex].frame.map { CGRect(x: 0, y: 0, width: $0.width, height: $0.height) }
            ?? CGRect(origin: .zero, size: device.id != nil && device.screen != .zero ? device.screen : CGSize(width: 390, height: 844))
        root.frame = stored
        UIScreen.main.scale = device.scale
        var bars = LayoutSafeArea.bars(in: document)[controller ?? -1] ?? .init()
        if controller == nil {
            for metric in document[rootIndex].simulatedMetrics {
                if metric.name == "simulatedNavigationBarMetrics" { bars.top = true }
                if metric.name == "simulatedTabBarMetrics" { bars.bottom = 49 }
                if metric.name == "simulatedToolbarMetrics" { bars.bottom = 44 }
            }
        }
        let inferred = LayoutSafeArea.inferred(
            document: document, root: rootIndex, controller: controller, rootSize: stored.size,
            framesInRoot: comparison.storedFramesInRoot(), trusted: { !comparison.isUntrustedPath($0, root: rootIndex) })
        root.safeAreaInsetsOverride = LayoutSafeArea(device: device, bars: bars, rootFrame: stored, inferred: inferred).insets
        root.setNeedsLayout()
        root.layoutIfNeeded()
        LayoutConflicts.observer = nil

        let names = LintLayoutNames(document: document, comparison: comparison)
        let rootName = names.name(rootIndex)
        var found: [LintDiagnostic] = []
        if unsatisfiable {
            var seen: Set<[String]> = []
            for conflict in conflicts {
                let described = conflict.map { names.describe($0) }
                guard seen.insert(described.map(\.text).sorted()).inserted else { continue }
                // Reported at the constraint the engine broke (the last), else at the root view.
                let position = described.last(where: { $0.position != nil })?.position ?? document[rootIndex].position
                found.append(LintDiagnostic(file: file, position: position, severity: UnsatisfiableConstraintsRule.severity,
                    message: "constraints of \(rootName) cannot all hold at \(Int(stored.width))×\(Int(stored.height)): \(described.map(\.text).joined(separator: "; ")); UIKit will break the last one at run time: remove or lower the priority of one of them",
                    rule: UnsatisfiableConstraintsRule.identifier))
            }
        }
        if ambiguous {
            for pair in comparison.pairs where pair.depth > 0 && document[pair.index].isAmbiguous != true {
                let values = pair.view.ambiguousLayoutValues
                guard !values.isEmpty else { continue }
                let needs = values.map { $0 == "x" ? "X position" : $0 == "y" ? "Y position" : $0 }.joined(separator: ", ")
                found.append(LintDiagnostic(file: file, position: document[pair.index].position, severity: AmbiguousLayoutRule.severity,
                    message: "\(names.name(pair.index)) has an ambiguous layout in \(rootName): Need constraints for: \(needs)",
                    rule: AmbiguousLayoutRule.identifier))
            }
        }
        return found
    }
}
