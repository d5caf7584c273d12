# The window's frame: the main window, its settings, appearance, status bar, shortcuts.
target_sources(atlaslab_ui PRIVATE
    frame/MainWindow.h frame/MainWindow.cpp
    frame/MainWindowPanels.cpp
    frame/MainWindowLayout.cpp
    frame/RunApplication.cpp
    frame/Appearance.h frame/Appearance.cpp
    frame/ThemeColors.h frame/ThemeColors.cpp
    frame/AppIcon.h frame/AppIcon.cpp
    frame/DockTitleBar.h frame/DockTitleBar.cpp
    frame/LabSettings.h frame/LabSettings.cpp
    frame/LabStatusBar.h frame/LabStatusBar.cpp
    frame/ShortcutsDialog.h frame/ShortcutsDialog.cpp
    frame/ActionHelp.h frame/ActionHelp.cpp
    frame/DemoScript.h frame/DemoScript.cpp
    frame/WelcomeDialog.h frame/WelcomeDialog.cpp
    frame/HelpDialogs.cpp
    frame/Throttle.h frame/Throttle.cpp
    frame/PassGate.h frame/PassGate.cpp
    frame/OnScreen.h frame/OnScreen.cpp
    frame/HugePages.h frame/HugePages.cpp
    frame/HeapWarmer.h frame/HeapWarmer.cpp
    frame/PaintPoolAffinity.h frame/PaintPoolAffinity.cpp
    frame/LanguageMenu.h frame/LanguageMenu.cpp
)
