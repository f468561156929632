import Foundation

// Layout guides, layout margins and the safe area (docs/auto-layout.md, "Guides").
//
// - A window's safe area is the screen's (an iPhone 14: 47 top, 34 bottom). A view's safe area
//   is the part of its bounds its superview's safe area leaves uncovered; a controller's root view
//   adds the bars its containers show (navigation bar 44, toolbar, tab bar 49, as
//   `edgesForExtendedLayout` allows) and `additionalSafeAreaInsets`.
// - Layout margins: 8 on every edge by default. A controller's root view gets the system minimum
//   (16 at the sides, 20 on screens 414 points wide or more) and 0 above and below, measured from
//   its safe area. Other views keep margins inside the safe area (`insetsLayoutMarginsFromSafeArea`)
//   and, with `preservesSuperviewLayoutMargins`, at least the superview's where they meet its edges.
// - The readable content guide is the margins guide, at most 672 points wide, centred.
extension UIView {
    /// The guides added to this view (the system guides too, once used).
    public var layoutGuides: [UILayoutGuide] { layoutGuideStorage }

    var layoutGuideStorage: [UILayoutGuide] { autoLayoutStorage?.guides ?? [] }

    /// Adds a guide whose frame constraints decide; it belongs to this view.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if let owner = guide.owningView { owner.removeLayoutGuide(guide) }
        guide.owningView = self
        autoLayout.guides.append(guide)
        layoutEngineIfCreated?.structureDidChange()
    }

    /// Removes a guide (and the constraints that name it stop taking part).
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutEngineIfCreated?.structureDidChange()
    }

    /// A guide from a nib: the system guide it names, or one of this view's own.
    func adoptNibLayoutGuide(_ guide: UILayoutGuide) {
        switch guide.identifier {
        case "UIViewSafeAreaLayoutGuide": installSystemGuide(guide, .safeArea)
        case "UIViewLayoutMarginsGuide": installSystemGuide(guide, .layoutMargins)
        case "UIViewReadableContentGuide": installSystemGuide(guide, .readableContent)
        case "UIScrollViewContentLayoutGuide" where self is UIScrollView: installSystemGuide(guide, .scrollContent)
        case "UIScrollViewFrameLayoutGuide" where self is UIScrollView: installSystemGuide(guide, .scrollFrame)
        default: addLayoutGuide(guide)
        }
    }

    func installSystemGuide(_ guide: UILayoutGuide, _ kind: UILayoutGuide.SystemKind) {
        guard systemGuide(kind) == nil else { return }
        guide.systemKind = kind
        guide.owningView = self
        autoLayout.guides.append(guide)
        switch kind {
        case .safeArea: autoLayout.safeAreaGuide = guide
        case .layoutMargins: autoLayout.marginsGuide = guide
        case .readableContent: autoLayout.readableGuide = guide
        case .scrollContent: autoLayout.scrollContentGuide = guide
        case .scrollFrame: autoLayout.scrollFrameGuide = guide
        }
        layoutEngineIfCreated?.structureDidChange()
    }

    func systemGuide(_ kind: UILayoutGuide.SystemKind) -> UILayoutGuide? {
        switch kind {
        case .safeArea: return autoLayoutStorage?.safeAreaGuide
        case .layoutMargins: return autoLayoutStorage?.marginsGuide
        case .readableContent: return autoLayoutStorage?.readableGuide
        case .scrollContent: return autoLayoutStorage?.scrollContentGuide
        case .scrollFrame: return autoLayoutStorage?.scrollFrameGuide
        }
    }

    func makeSystemGuide(_ kind: UILayoutGuide.SystemKind, _ identifier: String) -> UILayoutGuide {
        if let guide = systemGuide(kind) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        installSystemGuide(guide, kind)
        return guide
    }

    /// The view's bounds inside its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { makeSystemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }
    /// The view's bounds inside its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { makeSystemGuide(.layoutMargins, "UIViewLayoutMarginsGuide") }
    /// A comfortable width for reading, inside the margins.
    public var readableContentGuide: UILayoutGuide { makeSystemGuide(.readableContent, "UIViewReadableContentGuide") }

    /// The insets a system guide keeps from the view's bounds.
    func systemGuideInsets(_ kind: UILayoutGuide.SystemKind) -> UIEdgeInsets {
        switch kind {
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMargins
        case .scrollContent:
            return .zero
        case .scrollFrame:
            let origin = bounds.origin
            return UIEdgeInsets(top: origin.y, left: origin.x, bottom: -origin.y, right: -origin.x)
        case .readableContent:
            var insets = layoutMargins
            let extra = max(0, bounds.width - insets.left - insets.right - UIView.readableWidth)
            insets.left += extra / 2
            insets.right += extra / 2
            return insets
        }
    }

    /// A system guide's rectangle from the insets (what `layoutFrame` reports).
    func systemGuideFrame(_ kind: UILayoutGuide.SystemKind) -> CGRect {
        if kind == .scrollContent, let scroll = self as? UIScrollView { return CGRect(origin: .zero, size: scroll.contentSize) }
        return CGRect(origin: .zero, size: bounds.size).inset(by: systemGuideInsets(kind))
    }

    /// The readable content width (UIKit's for the default text size).
    static let readableWidth: CGFloat = 672

    // MARK: Safe area

    /// The insets from the bounds that bars, the screen's rounded corners and sensor housing cover.
    public var safeAreaInsets: UIEdgeInsets {
        if let override = autoLayoutStorage?.safeAreaOverride { return override }
        if let memo = UIView.safeAreaMemo {
            if let known = memo[ObjectIdentifier(self)] { return known }
            let insets = computedSafeAreaInsets
            UIView.safeAreaMemo?[ObjectIdentifier(self)] = insets
            return insets
        }
        return computedSafeAreaInsets
    }

    /// During a layout sweep, each view's safe area once computed (frames above it are settled:
    /// parents are laid out before children). Nil outside sweeps.
    static var safeAreaMemo: [ObjectIdentifier: UIEdgeInsets]?

    private var computedSafeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow, window.superview == nil {
            return window.frame == window.screen.bounds ? window.screen.safeAreaInsets : .zero
        }
        var insets = UIEdgeInsets.zero
        if let superview {
            let safe = superview.bounds.inset(by: superview.safeAreaInsets)
            let frame = self.frame
            insets.top = min(frame.height, max(0, safe.minY - frame.minY))
            insets.left = min(frame.width, max(0, safe.minX - frame.minX))
            insets.bottom = min(frame.height, max(0, frame.maxY - safe.maxY))
            insets.right = min(frame.width, max(0, frame.maxX - safe.maxX))
        }
        if let controller = owningController {
            let extra = controller.safeAreaAdditions
            insets.top += extra.top; insets.left += extra.left; insets.bottom += extra.bottom; insets.right += extra.right
        }
        return insets
    }

    // MARK: Margins

    /// The margins as laid out: the view's own, the system minimum for a controller's root view
    /// (measured from its safe area), kept inside the safe area and, when asked, the superview's.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = storedLayoutMargins
        let safe = safeAreaInsets
        if let controller = owningController {
            if !layoutMarginsWereSet { margins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
            if controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                margins.top = max(margins.top, minimum.top); margins.bottom = max(margins.bottom, minimum.bottom)
                margins.left = max(margins.left, minimum.leading); margins.right = max(margins.right, minimum.trailing)
            }
            if insetsLayoutMarginsFromSafeArea {
                margins.top += safe.top; margins.left += safe.left; margins.bottom += safe.bottom; margins.right += safe.right
            }
            return margins
        }
        if insetsLayoutMarginsFromSafeArea {
            margins.top = max(margins.top, safe.top); margins.left = max(margins.left, safe.left)
            margins.bottom = max(margins.bottom, safe.bottom); margins.right = max(margins.right, safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.layoutMargins, frame = self.frame, size = superview.bounds.size
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
        }
        return margins
    }

    /// A margin setting changed: tell the view, and the guides that follow the margins.
    func layoutMarginsMayHaveChanged() {
        let margins = effectiveLayoutMargins
        if autoLayoutStorage?.lastLayoutMargins != margins {
            autoLayout.lastLayoutMargins = margins
            sendLayoutMarginsDidChange()
        }
        if let engine = layoutEngineIfCreated, autoLayoutStorage?.marginsGuide != nil || autoLayoutStorage?.readableGuide != nil {
            engine.refreshSystemGuides()
            engine.requestSolve()
        }
    }

    private func sendLayoutMarginsDidChange() {
        layoutMarginsDidChange()
        owningController?.viewLayoutMarginsDidChange()
    }

    /// During layout: tells the view (and its controller) when its safe area or margins moved.
    /// Not recorded by `LifecycleRecorder` (they would crowd every timeline).
    func noteSafeAreaAndMargins() {
        // Outside a window (and without a tool's override on the root) every safe area is zero:
        // only a view that last had one needs telling.
        let root = rootAncestor
        if !(root is UIWindow), root.autoLayoutStorage?.safeAreaOverride == nil,
           (autoLayoutStorage?.lastSafeAreaInsets ?? .zero) == .zero, owningController == nil, autoLayoutStorage == nil { return }
        let safe = safeAreaInsets
        if safe != (autoLayoutStorage?.lastSafeAreaInsets ?? .zero) {
            autoLayout.lastSafeAreaInsets = safe
            safeAreaInsetsDidChange()
            owningController?.viewSafeAreaInsetsDidChange()
        }
        guard autoLayoutStorage != nil || owningController != nil else { return }
        let margins = effectiveLayoutMargins
        if let last = autoLayoutStorage?.lastLayoutMargins, last != margins {
            autoLayout.lastLayoutMargins = margins
            sendLayoutMarginsDidChange()
        } else if autoLayoutStorage?.lastLayoutMargins == nil {
            autoLayout.lastLayoutMargins = margins
        }
    }
}

extension UIWindow {
    /// The screen's safe area changed: every view may see another safe area at the next layout.
    func safeAreaDidChangeInWindow() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.autoLayoutStorage != nil || view.owningController != nil { view.setNeedsLayout() }
            stack.append(contentsOf: view.subviews)
        }
        if let engine = layoutEngineIfCreated { engine.refreshSystemGuides(); engine.requestSolve() }
    }
}
