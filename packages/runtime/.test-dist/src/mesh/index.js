import {
  blockCuts,
  blockDecomposition,
  checkCuts,
  flowCuts,
  intersect,
  procCoords,
  procIndex,
  shiftCuts,
  tileBox,
  volume
} from "./decomposition.js";
import { createGrid, Grid } from "./grid.js";
import { RangeDomain } from "./range.js";
import { copyBox, fillBox, packBox, rowMajorStrides, unpackBox } from "./strided.js";
export {
  Grid,
  RangeDomain,
  blockCuts,
  blockDecomposition,
  checkCuts,
  copyBox,
  createGrid,
  fillBox,
  flowCuts,
  intersect,
  packBox,
  procCoords,
  procIndex,
  rowMajorStrides,
  shiftCuts,
  tileBox,
  unpackBox,
  volume
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL21lc2gvaW5kZXgudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbImV4cG9ydCB0eXBlIHsgQm94LCBEZWNvbXBvc2l0aW9uIH0gZnJvbSAnLi9kZWNvbXBvc2l0aW9uLmpzJztcbmV4cG9ydCB7XG4gIGJsb2NrQ3V0cyxcbiAgYmxvY2tEZWNvbXBvc2l0aW9uLFxuICBjaGVja0N1dHMsXG4gIGZsb3dDdXRzLFxuICBpbnRlcnNlY3QsXG4gIHByb2NDb29yZHMsXG4gIHByb2NJbmRleCxcbiAgc2hpZnRDdXRzLFxuICB0aWxlQm94LFxuICB2b2x1bWUsXG59IGZyb20gJy4vZGVjb21wb3NpdGlvbi5qcyc7XG5leHBvcnQgdHlwZSB7IEdyaWRFbnYsIEdyaWRPcHRpb25zLCBIYWxvU3BlYywgUmVtYXBTdGF0cywgU3RvcmFnZSB9IGZyb20gJy4vZ3JpZC5qcyc7XG5leHBvcnQgeyBjcmVhdGVHcmlkLCBHcmlkIH0gZnJvbSAnLi9ncmlkLmpzJztcbmV4cG9ydCB0eXBlIHsgUmFuZ2VPcHRpb25zIH0gZnJvbSAnLi9yYW5nZS5qcyc7XG5leHBvcnQgeyBSYW5nZURvbWFpbiB9IGZyb20gJy4vcmFuZ2UuanMnO1xuZXhwb3J0IHsgY29weUJveCwgZmlsbEJveCwgcGFja0JveCwgcm93TWFqb3JTdHJpZGVzLCB1bnBhY2tCb3ggfSBmcm9tICcuL3N0cmlkZWQuanMnO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBQ0E7QUFBQSxFQUNFO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsT0FDSztBQUVQLFNBQVMsWUFBWSxZQUFZO0FBRWpDLFNBQVMsbUJBQW1CO0FBQzVCLFNBQVMsU0FBUyxTQUFTLFNBQVMsaUJBQWlCLGlCQUFpQjsiLAogICJuYW1lcyI6IFtdCn0K
