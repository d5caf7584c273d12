# The explorer: counterexample search and the crash-point matrix, run off the GUI thread.
target_sources(atlaslab_ui PRIVATE
    explore/ExploreRunner.h explore/ExploreRunner.cpp
    explore/MatrixTable.h explore/MatrixTable.cpp
    explore/ExplorerPanel.h explore/ExplorerPanel.cpp
)
