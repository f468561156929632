import Foundation
import Testing
@testable import HeadlessUIKit

/// A scroll view's `adjustedContentInset` adds the safe area as UIKit's `contentInsetAdjustmentBehavior` says, and a
/// scroll view resting at the top keeps resting there, below the bars.
@MainActor @Suite struct ScrollViewSafeAreaTests {
    final class List: UITableViewController {
        var adjustedChanges = 0
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { adjustedChanges += 1 }
    }

    @Test func aTableInANavigationControllerStartsBelowTheBar() {
        // Given a table view controller in a navigation controller, shown on the default screen (47 + 44 points of bars)
        UIApplication.shared.resetForTesting()
        let list = List(style: .plain)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // Then its adjusted inset is the safe area, its offset rests at minus the top inset, and the delegate heard it
        #expect(list.tableView.adjustedContentInset.top == 91)
        #expect(list.tableView.adjustedContentInset.bottom == 34)
        #expect(list.tableView.contentInset == .zero)
        #expect(list.tableView.contentOffset.y == -91)
        #expect(list.adjustedChanges >= 1)
    }

    @Test func neverLeavesTheInsetAlone() {
        // Given the same table with adjustment turned off
        UIApplication.shared.resetForTesting()
        let list = List(style: .plain)
        list.loadViewIfNeeded()
        list.tableView.contentInsetAdjustmentBehavior = .never
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // Then the content starts at the top edge, under the bar, as in UIKit
        #expect(list.tableView.adjustedContentInset == .zero)
        #expect(list.tableView.contentOffset.y == 0)
    }

    @Test func aScrolledViewKeepsItsOffsetWhenTheInsetChanges() {
        // Given a scroll view scrolled away from its resting place
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        // When its inset changes
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // Then the offset stays, and so does a resting one's: UIKit leaves the offset to the app after its own change
        #expect(scroll.contentOffset.y == 300)
        let resting = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        resting.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(resting.contentOffset.y == 0)
        #expect(resting.adjustedContentInset.top == 20)
    }
}
