import InterfaceBuilder

/// `unreachable_scene`: a storyboard scene that nothing can reach: not the initial controller, no storyboard
/// identifier, and no segue or relationship from a reachable scene points to it. Xcode warns "Scene is unreachable
/// due to lack of entry points and does not have an identifier for runtime access" (seed 004).
public struct UnreachableSceneRule: LintRule {
    /// `unreachable_scene`.
    public static let identifier = "unreachable_scene"
    /// On by default.
    public static let isEnabledByDefault = true
    /// What it checks.
    public static let description = "A scene no segue, relationship, initial arrow or storyboard identifier can reach."
    /// A warning, as Xcode gives.
    public static let severity = LintSeverity.warning

    /// Creates the rule.
    public init(configuration: LintConfiguration) {}

    /// The findings.
    public func check(_ document: IBDocument, context: LintContext) -> [LintDiagnostic] {
        guard document.kind == .storyboard else { return [] }
        // Segues by the scene that holds their source.
        var edges = [[Int]](repeating: [], count: document.scenes.count)
        for c in document.connections where c.kind == .segue {
            guard let from = document[c.source].scene, let to = c.destinationIndex.flatMap({ document[$0].scene }) else { continue }
            edges[from].append(to)
        }
        var reachable = [Bool](repeating: false, count: document.scenes.count)
        var stack: [Int] = []
        for scene in document.scenes {
            let entry = scene.objects.contains { o in
                let object = document[o]
                return (object.storyboardIdentifier.map { !$0.isEmpty } ?? false) || object.id == document.header.initialViewController
            }
            if entry { stack.append(scene.index) }
        }
        while let s = stack.popLast() {
            guard !reachable[s] else { continue }
            reachable[s] = true
            stack += edges[s].filter { !reachable[$0] }
        }
        return document.scenes.compactMap { scene in
            guard !reachable[scene.index], let c = scene.controller.map({ document[$0] }), c.isController,
                  c.kind != "viewControllerPlaceholder" else { return nil }
            return diagnostic("scene \(c.lintName) is unreachable: it is not the initial controller, has no storyboard identifier, and no segue from a reachable scene leads to it",
                              at: c.position, in: context)
        }
    }
}
