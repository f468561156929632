import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct TabBarLoadTests {
    @Test("Load: 100 tabs each holding a navigation stack keep valid appearance states across every switch and push")
    func hundredTabs() {
        let stage = Stage()
        let tabs = UITabBarController()
        let navigations = (0..<100).map { _ in UINavigationController(rootViewController: UIViewController()) }
        tabs.viewControllers = navigations
        stage.show(tabs)

        for index in 0..<100 {
            tabs.selectedIndex = index
            if index % 3 == 0 {
                navigations[index].pushViewController(UIViewController(), animated: index % 2 == 0)
            }
            if index % 10 == 0 { UIApplication.shared.runUntilIdle() }
        }
        UIApplication.shared.runUntilIdle()

        let tops = navigations.compactMap(\.topViewController)
        let everything = navigations.flatMap(\.viewControllers)
        let appeared = everything.filter { $0.appearanceState == .appeared }
        #expect(tops.count == 100)
        #expect(appeared.count == 1)
        #expect(appeared.first === navigations[99].topViewController)
        #expect(everything.filter { $0 !== appeared.first }.allSatisfy { $0.appearanceState == .disappeared })
        #expect(navigations.dropLast().allSatisfy { $0.appearanceState == .disappeared })
        #expect(navigations[99].appearanceState == .appeared)
        #expect(stage.recorder.diagnostics.isEmpty)
        #expect(navigations.filter { $0.parent === tabs }.count == 5)   // four on the bar, the shown More tab
        #expect(navigations[99].tabBarController === tabs)
    }

    @Test("Load: 100 tabs in a tab bar of five-or-fewer style switching keeps exactly one tab appeared")
    func switchingBackAndForth() {
        let stage = Stage()
        let tabs = UITabBarController()
        let navigations = (0..<5).map { _ in UINavigationController(rootViewController: UIViewController()) }
        tabs.viewControllers = navigations

        stage.show(tabs)
        for round in 0..<200 {
            tabs.selectedIndex = round % 5
            if round % 7 == 0 { navigations[round % 5].pushViewController(UIViewController(), animated: round % 2 == 0) }
            if round % 4 == 0 { UIApplication.shared.runUntilIdle() }
        }
        UIApplication.shared.runUntilIdle()

        let appeared = navigations.flatMap(\.viewControllers).filter { $0.appearanceState == .appeared }
        #expect(appeared.count == 1)
        #expect(appeared.first === navigations[199 % 5].topViewController)
        #expect(stage.recorder.diagnostics.isEmpty)
    }
}
