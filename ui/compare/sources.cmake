target_sources(atlaslab_ui PRIVATE
    compare/DiffHighlightModel.h compare/DiffHighlightModel.cpp
    compare/CompareSideView.h compare/CompareSideView.cpp
    compare/CompareWindow.h compare/CompareWindow.cpp
)
target_sources(atlaslab_ui PRIVATE compare/MainWindowCompare.cpp)
