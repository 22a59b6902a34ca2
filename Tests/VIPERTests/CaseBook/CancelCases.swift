import CaseBook
import Testing

@testable import VIPER

extension CaseBookTests {
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) {
    switch bookCase.form {
    case .contact:
      let (form, _, _) = addContactPresenter()
      let (list, _) = contactListPresenter()
      form.cancelAddAction()
      list.addContactModuleDidCancelAddAction()
    case .item:
      let (form, _, _) = addItemPresenter()
      let (list, _) = upcomingListPresenter()
      form.cancelAddAction()
      list.addItemModuleDidCancelAddAction()
    }
    #expect(log.calls == ["wireframe.dismissAddInterface()", "delegate.didCancel()"])
  }
}
