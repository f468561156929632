import Foundation

// Rules 43, 44 and 50: the tab bar controller.
//
// Launch with a tab bar controller as the root (rules 34, 43):
//   tabs.viewWillAppear(false), S.loadView, S.viewDidLoad, S.viewWillAppear(false),
//   tabs.viewIsAppearing, S.viewIsAppearing, …layout…, tabs.viewDidAppear(false), S.viewDidAppear(false)
// where S is the selected tab; no other tab loads its view (rule 43). The children's `tabBarItem`s
// fill the bar without loading anything.
//
// Tab switch T1 → T2 (rule 44; animated is always false, rule 50):
//   at once:             [T2.loadView, T2.viewDidLoad on the first visit], T2.viewWillAppear(false),
//                        T1.viewWillDisappear(false); T1's view leaves, T2's view joins
//   next scheduler turn: T2.viewIsAppearing(false) (at the layout pass, so before T1's "did", as in
//                        a push, rule 36), T1.viewDidDisappear(false), T2.viewDidAppear(false)
// Rule 44 is [U] on which "will" comes first; HeadlessUIKit follows the widely observed order
// (incoming first). Only the selected tab's view is in the hierarchy.
//
// The controller drives its children itself (rule 57): `shouldAutomaticallyForwardAppearanceMethods`
// is false and its own appearance callbacks forward to the selected child.
//
// Delegate (UIKit's documentation): `tabBarController(_:shouldSelect:)` and
// `tabBarController(_:didSelect:)` concern the user's taps only — `simulateTap` here; selecting
// from code (`selectedIndex`, `selectedViewController`) calls neither. `didSelect` comes even
// when the tapped tab was already selected; tapping the selected tab again when it is a
// navigation controller pops it to its root (animated), as on iOS.

/// A container that shows one of several children, chosen with a tab bar.
@MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var storedViewControllers: [UIViewController]?
    var storedSelectedIndex: Int = NSNotFound
    /// True while the More tab shows its list (then `selectedIndex` is `NSNotFound`).
    var moreListIsSelected = false
    lazy var childDisplay = ContainerChildDisplay(container: self)
    /// The More tab's navigation controller and list, made when first needed.
    var moreState = MoreState()
    private var storedCustomizableViewControllers: [UIViewController]?

    let storedTabBar: UITabBar

    /// The bar showing the children's items; the controller is its delegate.
    open var tabBar: UITabBar { storedTabBar }

    /// The delegate asked about and told of the user's tab selections.
    open weak var delegate: UITabBarControllerDelegate?

    /// Makes a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedTabBar = UITabBar(frame: CGRect(x: 0, y: UIScreen.main.bounds.height - UITabBar.standardHeight,
                                        width: UIScreen.main.bounds.width, height: UITabBar.standardHeight))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.managingController = self
        tabBar.delegate = self
        UITabBarController.registerLiveTabBarController(self)
    }

    /// Makes a tab bar controller from an archive.
    public required init?(coder: NSCoder) {
        storedTabBar = UITabBar(frame: CGRect(x: 0, y: UIScreen.main.bounds.height - UITabBar.standardHeight,
                                        width: UIScreen.main.bounds.width, height: UITabBar.standardHeight))
        super.init(coder: coder)
        tabBar.managingController = self
        tabBar.delegate = self
        UITabBarController.registerLiveTabBarController(self)
        // Rule 70: a storyboard's relationship children come with the container; views load lazily. A child that is
        // a storyboard reference is the referenced scene's controller, loaded now (UINibDecoder+Relationships).
        if let nib = coder as? UINibDecoder {
            let children = nib.relationshipChildren("UIViewControllers")
            if !children.isEmpty { setViewControllers(children, animated: false) }
        }
    }

    // MARK: Tabs

    /// The tabs' root controllers, in order. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it is still there; otherwise
    /// the same index if it exists, else the first tab. Removed controllers leave `children`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// The index of the selected tab; `NSNotFound` while the More list is shown or without tabs.
    /// Setting it switches tabs without asking or telling the delegate.
    open var selectedIndex: Int {
        get { isShowingMoreList ? NSNotFound : storedSelectedIndex }
        set { selectTab(at: newValue) }
    }

    /// The selected tab's controller (`moreNavigationController` while the More list is shown).
    /// Setting it to one of `viewControllers` or to `moreNavigationController` selects that tab.
    open var selectedViewController: UIViewController? {
        get { currentSelection }
        set { selectViewController(newValue) }
    }

    /// The tabs the user may rearrange on the More screen; by default every tab.
    open var customizableViewControllers: [UIViewController]? {
        get { storedCustomizableViewControllers }
        set { storedCustomizableViewControllers = newValue }
    }

    // MARK: View and appearance (rule 57: the selected child follows the controller)

    /// The container's own drive of its children (rule 57).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Makes the container view, with the tab bar along its bottom edge.
    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.onLayout = { [unowned self] in self.layoutTabViews() }
        view = container
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - UITabBar.standardHeight,
                              width: container.bounds.width, height: UITabBar.standardHeight)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        container.addSubview(tabBar)
    }

    /// Calls super, then the selected child loads if needed and gets `viewWillAppear` (rule 43).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        childDisplay.containerWillAppear(displayedChildren, host: view, animated: animated, frame: { [unowned self] _ in self.childFrame })
    }

    /// Calls super, then the selected child gets `viewIsAppearing`.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        childDisplay.containerIsAppearing()
    }

    /// Calls super, then the selected child gets `viewDidAppear`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        childDisplay.containerDidAppear()
    }

    /// Calls super, then the selected child gets `viewWillDisappear`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        childDisplay.containerWillDisappear(animated: animated)
    }

    /// Calls super, then the selected child gets `viewDidDisappear`.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        childDisplay.containerDidDisappear()
    }

    // MARK: UITabBarDelegate

    /// The tab bar's tap on `item` (`UITabBar.simulateTap(on:)`): asks the delegate
    /// `tabBarController(_:shouldSelect:)`, switches tabs, then sends `tabBarController(_:didSelect:)`.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        handleTap(on: item)
    }

    // MARK: show(_:sender:)

    /// A tab bar controller does not handle `show(_:sender:)` itself: it asks its own container.
    override var handlesShow: Bool { false }
}

// MARK: - Selection

extension UITabBarController {
    /// HeadlessUIKit's stand-in for the user's tap on tab `index` of `viewControllers`: for a tab on
    /// the bar it is `tabBar.simulateTap(on:)`; for a tab in the More list (index 4 or more when there
    /// are over five tabs) it taps More, then the tab's row, which asks `shouldSelect`, pushes the
    /// tab's controller on `moreNavigationController` and sends `didSelect`. Returns whether the
    /// tab is selected afterwards.
    @discardableResult
    public func simulateTap(at index: Int) -> Bool {
        guard let controllers = storedViewControllers, controllers.indices.contains(index) else { return false }
        if index < barTabCount, let items = tabBar.items {
            tabBar.simulateTap(on: items[index])
        } else {
            simulateTapOnMoreRow(for: controllers[index])
        }
        return currentSelection === controllers[index]
    }

    /// The controller whose view the container shows now (or will show when it appears).
    var displayedChildren: [UIViewController] {
        if moreListIsSelected { return [moreNavigationController] }
        guard let controllers = storedViewControllers, controllers.indices.contains(storedSelectedIndex) else { return [] }
        let selected = controllers[storedSelectedIndex]
        if storedSelectedIndex < barTabCount || isShownDirectly(selected) { return [selected] }
        return [moreNavigationController]
    }

    /// Whether the More list itself is shown: chosen as such, or the chosen More tab was popped off it.
    var isShowingMoreList: Bool {
        if moreListIsSelected { return true }
        guard needsMoreTab, let controllers = storedViewControllers, controllers.indices.contains(storedSelectedIndex),
              storedSelectedIndex >= barTabCount, !isShownDirectly(controllers[storedSelectedIndex]) else { return false }
        let stack = moreState.navigation?.viewControllers ?? []
        return !(stack.count > 1 && stack[1] === controllers[storedSelectedIndex])
    }

    var currentSelection: UIViewController? {
        if isShowingMoreList { return moreNavigationController }
        guard let controllers = storedViewControllers, controllers.indices.contains(storedSelectedIndex) else { return nil }
        return controllers[storedSelectedIndex]
    }

    /// The children: the tabs on the bar, the More navigation controller when needed, and a More
    /// tab shown directly.
    var wantedChildren: [UIViewController] {
        guard let controllers = storedViewControllers else { return [] }
        var wanted = Array(controllers.prefix(barTabCount))
        if needsMoreTab {
            wanted.append(moreNavigationController)
            if let shown = displayedChildren.first, shown !== moreState.navigation, !wanted.contains(where: { $0 === shown }) {
                wanted.append(shown)
            }
        }
        return wanted
    }

    /// More than five tabs: four on the bar, then More (as on the iPhone).
    var needsMoreTab: Bool { (storedViewControllers?.count ?? 0) > 5 }

    /// How many tabs have their own item on the bar.
    var barTabCount: Int { needsMoreTab ? 4 : (storedViewControllers?.count ?? 0) }

    var childFrame: CGRect { viewIfLoaded?.bounds ?? UIScreen.main.bounds }

    func layoutTabViews() {
        guard let view = viewIfLoaded else { return }
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - UITabBar.standardHeight,
                              width: view.bounds.width, height: UITabBar.standardHeight)
        childDisplay.relayout { [unowned self] _ in self.childFrame }
    }

    func selectTab(at index: Int) {
        guard let controllers = storedViewControllers, controllers.indices.contains(index) else {
            Diagnostics.warning("UITabBarController: selectedIndex \(index) is out of range; the selection is unchanged.")
            return
        }
        select(index: index, moreList: false, animatedPush: false)
    }

    func selectViewController(_ controller: UIViewController?) {
        guard let controller else { return }
        if controller === moreState.navigationIfMade, needsMoreTab {
            select(index: NSNotFound, moreList: true, animatedPush: false)
        } else if let index = storedViewControllers?.firstIndex(where: { $0 === controller }) {
            select(index: index, moreList: false, animatedPush: false)
        } else {
            Diagnostics.warning("UITabBarController: \(controller) is not one of the tabs; the selection is unchanged.")
        }
    }

    /// Makes a tab the selected one and shows it (rule 44: a switch with `animated: false`, rule 50).
    func select(index: Int, moreList: Bool, animatedPush: Bool) {
        let wasShowingMore = displayedChildren.first === moreState.navigation
        moreListIsSelected = moreList
        if !moreList { storedSelectedIndex = index }
        if !moreList, needsMoreTab, index >= barTabCount, let controller = storedViewControllers?[index] {
            showInMore(controller, animated: animatedPush && wasShowingMore)
        } else if moreList {
            showMoreList()
        }
        applyDisplay(label: "tab switch end")
    }

    /// Brings children, the bar's selection and the shown view in line with the selection.
    func applyDisplay(label: String) {
        let oldChildren = children
        let wanted = wantedChildren
        let leaving = oldChildren.filter { old in !wanted.contains { $0 === old } }
        let joining = wanted.filter { new in !oldChildren.contains { $0 === new } }
        for child in leaving { child.willMove(toParent: nil) }
        for child in joining { addChild(child) }
        tabBar.setItems(barItems(), animated: false)
        updateSelectedItem()
        let shown = displayedChildren
        let current = childDisplay.displayed
        let viewsLoaded = isViewLoaded
        if shown.count != current.count || zip(shown, current).contains(where: { $0 !== $1 }) || !viewsLoaded {
            childDisplay.show(shown, host: viewIfLoaded, animated: false, appearingFirst: true, label: label,
                              frame: { [unowned self] _ in self.childFrame })
        }
        for child in leaving {
            childDisplay.forget(child)
            child.removeFromParent()
        }
        for child in joining { child.didMove(toParent: self) }
        // `children` follows the order of the tabs, as UIKit's does.
        let order = { (child: UIViewController) in wanted.firstIndex { $0 === child } ?? Int.max }
        storedChildren.sort { order($0) < order($1) }
    }

    func updateSelectedItem() {
        guard let items = tabBar.items else { tabBar.selectedItem = nil; return }
        if moreListIsSelected || storedSelectedIndex >= barTabCount {
            tabBar.selectedItem = needsMoreTab ? items.last : nil
        } else if items.indices.contains(storedSelectedIndex) {
            tabBar.selectedItem = items[storedSelectedIndex]
        } else {
            tabBar.selectedItem = nil
        }
    }

    func handleTap(on item: UITabBarItem) {
        guard let items = tabBar.items, let position = items.firstIndex(where: { $0 === item }),
              let controllers = storedViewControllers else { return }
        let isMore = needsMoreTab && position == items.count - 1
        let target: UIViewController = isMore ? moreNavigationController : controllers[position]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) {
            updateSelectedItem()   // the bar goes back to the current tab
            return
        }
        if target === displayedChildren.first {
            popToRootIfNavigation(target)   // a second tap on the selected tab, as on iOS
            if isMore { moreListIsSelected = true }
        } else if isMore {
            select(index: NSNotFound, moreList: true, animatedPush: false)
        } else {
            select(index: position, moreList: false, animatedPush: false)
        }
        updateSelectedItem()
        delegate?.tabBarController(self, didSelect: target)
    }

    func simulateTapOnMoreRow(for controller: UIViewController) {
        guard let index = storedViewControllers?.firstIndex(where: { $0 === controller }) else { return }
        if displayedChildren.first !== moreState.navigationIfMade || !isShowingMoreList {
            guard let items = tabBar.items, let moreItem = items.last else { return }
            tabBar.simulateTap(on: moreItem)
            guard isShowingMoreList else { return }   // the delegate refused the More tab
        }
        // [U] The More list's row asks the delegate like a tab item does.
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        select(index: index, moreList: false, animatedPush: true)
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: Replacing the tabs

    func performSetViewControllers(_ newControllers: [UIViewController]?, animated: Bool) {
        let oldSelection = currentSelection
        let oldIndex = storedSelectedIndex
        let newList = (newControllers?.isEmpty ?? true) ? nil : newControllers
        storedViewControllers = newList
        storedCustomizableViewControllers = newList
        moreListIsSelected = false
        if let list = newList {
            if let oldSelection, let kept = list.firstIndex(where: { $0 === oldSelection }) {
                storedSelectedIndex = kept
            } else {
                storedSelectedIndex = list.indices.contains(oldIndex) ? oldIndex : 0
            }
        } else {
            storedSelectedIndex = NSNotFound
        }
        // Tabs that left the More list leave its stack; the selected More tab goes on top of it.
        rebuildMoreList()
        if needsMoreTab, let list = newList, storedSelectedIndex >= barTabCount {
            showInMore(list[storedSelectedIndex], animated: false)
        }
        applyDisplay(label: "tab bar controller setViewControllers end")
    }

    /// The bar's items: each tab's `tabBarItem` (read without loading views, rule 43), the first four
    /// then More when there are over five tabs.
    func barItems() -> [UITabBarItem]? {
        guard let list = storedViewControllers else { return nil }
        var items = list.prefix(barTabCount).map { $0.tabBarItem! }
        if needsMoreTab { items.append(moreState.moreItem) }
        return items
    }
}

// MARK: - tabBarController

extension UITabBarController {
    private static var liveTabBarControllers: [Weak<UITabBarController>] = []

    static func registerLiveTabBarController(_ controller: UITabBarController) {
        liveTabBarControllers.removeAll { $0.value == nil }
        liveTabBarControllers.append(Weak(controller))
    }

    /// The tab bar controller whose More list holds `controller` while it is not on screen.
    static func owner(ofMoreTab controller: UIViewController) -> UITabBarController? {
        liveTabBarControllers.lazy.compactMap(\.value).first { tabs in
            tabs.needsMoreTab && (tabs.storedViewControllers?.dropFirst(4).contains { $0 === controller } ?? false)
        }
    }
}

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller (this controller excluded), or nil. A tab
    /// in the More list that is not on screen (and so has no parent) still finds its tab bar controller.
    public var tabBarController: UITabBarController? {
        firstAncestor(ofType: UITabBarController.self) ?? UITabBarController.owner(ofMoreTab: topmostAncestor)
    }
}
