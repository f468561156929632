/// One thing an app or its user does to a window of containers. Steps name tabs and styles, not
/// controllers, so a sequence replays the same way after steps are dropped from it (shrinking);
/// a step that does not apply at the moment it runs does nothing.
public enum ContainerStep: Equatable, CustomStringConvertible {
    /// The styles presentations use: one that removes the presenter's view (rule 45), the sheets
    /// and one over the whole screen (rule 47).
    public enum Style: String { case fullScreen, pageSheet, formSheet, overFullScreen }

    /// Pushes a new controller on tab `tab`'s navigation controller.
    case push(tab: Int, animated: Bool)
    /// Pops the top of tab `tab`'s navigation controller.
    case pop(tab: Int, animated: Bool)
    /// Pops tab `tab`'s navigation controller to its root.
    case popToRoot(tab: Int, animated: Bool)
    /// Selects a tab from code.
    case selectTab(Int)
    /// Presents a new controller from the top of the presentation chain.
    case present(Style, animated: Bool)
    /// Dismisses the top of the presentation chain.
    case dismiss(animated: Bool)
    /// Sends a memory warning (views out of windows unload, rules 62–65).
    case memoryWarning
    /// Steps the clock by `seconds`.
    case advance(seconds: Double)
    /// Runs everything pending; the world is checked afterwards.
    case drain
    /// Starts an edge-swipe pop on tab `tab`'s navigation controller.
    case beginInteractivePop(tab: Int)
    /// Starts a swipe down of the top sheet.
    case beginSheetSwipe
    /// Ends the swipe in progress: finished or cancelled, after the finger went `progress`.
    case endSwipe(finish: Bool, progress: Double)
    /// Shows another page in the page view controller tab.
    case turnPage(forward: Bool, animated: Bool)
    /// Replaces the split view controller tab's secondary column.
    case showDetail

    /// The step as Swift source, for a failing sequence printed as a plain test.
    public var description: String {
        switch self {
        case .push(let tab, let animated): ".push(tab: \(tab), animated: \(animated))"
        case .pop(let tab, let animated): ".pop(tab: \(tab), animated: \(animated))"
        case .popToRoot(let tab, let animated): ".popToRoot(tab: \(tab), animated: \(animated))"
        case .selectTab(let index): ".selectTab(\(index))"
        case .present(let style, let animated): ".present(.\(style.rawValue), animated: \(animated))"
        case .dismiss(let animated): ".dismiss(animated: \(animated))"
        case .memoryWarning: ".memoryWarning"
        case .advance(let seconds): ".advance(seconds: \(seconds))"
        case .drain: ".drain"
        case .beginInteractivePop(let tab): ".beginInteractivePop(tab: \(tab))"
        case .beginSheetSwipe: ".beginSheetSwipe"
        case .endSwipe(let finish, let progress): ".endSwipe(finish: \(finish), progress: \(progress))"
        case .turnPage(let forward, let animated): ".turnPage(forward: \(forward), animated: \(animated))"
        case .showDetail: ".showDetail"
        }
    }

    /// A random step; `interactive` adds swipes, which other steps may then overlap.
    public static func random(using generator: inout SplitMix64, interactive: Bool) -> ContainerStep {
        func pick(_ n: Int) -> Int { Int(generator.next() % UInt64(n)) }
        func flag() -> Bool { generator.next() & 1 == 0 }
        let tab = pick(ContainerWorld.navigationTabs)
        let roll = pick(interactive ? 100 : 88)
        switch roll {
        case 0..<16: return .push(tab: tab, animated: flag())
        case 16..<28: return .pop(tab: tab, animated: flag())
        case 28..<32: return .popToRoot(tab: tab, animated: flag())
        case 32..<44: return .selectTab(pick(ContainerWorld.tabCount))
        case 44..<51:
            let styles: [Style] = [.fullScreen, .pageSheet, .formSheet, .overFullScreen]
            return .present(styles[pick(styles.count)], animated: flag())
        case 51..<58: return .dismiss(animated: flag())
        case 58..<61: return .memoryWarning
        case 61..<71: return .advance(seconds: [0.05, 0.1, 0.2, 0.3][pick(4)])
        case 71..<78: return .drain
        case 78..<84: return .turnPage(forward: flag(), animated: flag())
        case 84..<88: return .showDetail
        case 88..<93: return .beginInteractivePop(tab: tab)
        case 93..<95: return .beginSheetSwipe
        default: return .endSwipe(finish: flag(), progress: [0.2, 0.5, 0.8][pick(3)])
        }
    }
}
